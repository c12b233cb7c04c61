import { useQuery } from '@tanstack/react-query';
import type { OpsRoute, RouteRequest } from '@tessera/contract';
import { Skeleton } from '@tessera/ui';
import { useTranslation } from 'react-i18next';
import { useBytesOps } from '../core/ops';
import styles from './desk.module.css';
import { QueryView } from './kit';

/** A Blob as a data: URL (works where object URLs do not, and needs no revoking). */
async function dataUrl(blob: Blob): Promise<string> {
  const bytes = new Uint8Array(await blob.arrayBuffer());
  let binary = '';
  for (let i = 0; i < bytes.length; i += 0x8000)
    binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return `data:${blob.type || 'application/octet-stream'};base64,${btoa(binary)}`;
}

/**
 * A file the platform serves as bytes (a proof image, an identity document), fetched through the
 * ops client with the staff session: an image shows as one, a PDF in an object with a link.
 */
export function FileView({
  route,
  request,
  alt,
  queryKey,
  large = false,
}: {
  route: OpsRoute;
  request: RouteRequest;
  alt: string;
  queryKey: readonly unknown[];
  large?: boolean;
}) {
  const { t } = useTranslation();
  const bytesOps = useBytesOps();
  const file = useQuery({
    queryKey: ['file', ...queryKey],
    queryFn: async () => {
      const blob = await bytesOps(route, request);
      return { type: blob.type, url: await dataUrl(blob) };
    },
    staleTime: Infinity,
  });
  if (file.isPending)
    return <Skeleton width={large ? '100%' : '240px'} height={large ? 240 : 120} />;
  return (
    <QueryView query={file}>
      {({ type, url }) =>
        type === 'application/pdf' ? (
          <div className={styles.skeleton}>
            <object data={url} type="application/pdf" className={styles.document} aria-label={alt}>
              <p>{t('desks.pdfFallback')}</p>
            </object>
            <a href={url} download={`${alt}.pdf`}>
              {t('desks.openPdf')}
            </a>
          </div>
        ) : (
          <a href={url} target="_blank" rel="noreferrer">
            <img src={url} alt={alt} className={large ? styles.document : styles.image} />
          </a>
        )
      }
    </QueryView>
  );
}
