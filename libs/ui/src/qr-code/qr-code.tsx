import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import styles from './qr-code.module.css';
import type * as QREncode from './qr-encode';
import type { QRErrorCorrection } from './qr-matrix';

type Encoder = typeof QREncode;

let encoder: Encoder | null = null;
let loading: Promise<Encoder> | null = null;

/** Loads the encoder once for every code on the page; a failed load is tried again next time. */
function loadEncoder(): Promise<Encoder> {
  loading ??= import('./qr-encode').then(
    (module) => (encoder = module),
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

export interface QRCodeProps {
  /** The text or link to encode. */
  value: string;
  /** Width and height in px; 800 suits a download. @default 200 */
  size?: number;
  /** Light quiet zone around the code in px, which scanners need. @default 20 */
  margin?: number;
  /** @default 'M' */
  errorCorrection?: QRErrorCorrection;
  /** Size of each data dot within its cell, 0–1; 0.35 gives small dots. @default 1 */
  dotScale?: number;
  /** An image drawn in the centre on a light square, such as the brand's mark. */
  logoUrl?: string;
  /** Logo width as a share of `size`. @default 0.2 */
  logoScale?: number;
  /** Accessible name. @default the translated "QR code" */
  title?: string;
}

/**
 * An SVG QR code, optionally with a centre logo; if the logo fails, the code still shows. The
 * encoder loads on first use: until it arrives the same-size light square holds the place.
 */
export function QRCode({
  value,
  size = 200,
  margin = 20,
  errorCorrection = 'M',
  dotScale = 1,
  logoUrl,
  logoScale = 0.2,
  title,
}: QRCodeProps) {
  const { t } = useTranslation();
  // Failure is remembered per URL, so a new logo gets its own chance to load.
  const [failedLogo, setFailedLogo] = useState<string | null>(null);
  const [loaded, setLoaded] = useState(encoder !== null);
  useEffect(() => {
    if (loaded) return;
    let live = true;
    loadEncoder().then(
      () => live && setLoaded(true),
      // Offline or a stale deployment: the placeholder stays, the page goes on.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [loaded]);
  const code = useMemo(
    () => (loaded && encoder ? encoder.encodeQr(value, errorCorrection, dotScale) : null),
    [loaded, value, errorCorrection, dotScale],
  );

  const logo = logoScale * size;
  const pad = logo * 0.1;
  const showLogo = logoUrl !== undefined && failedLogo !== logoUrl;

  return (
    <div className={styles.qr}>
      <svg
        role="img"
        aria-label={title ?? t('kitOverlays.qrCode')}
        width={size}
        height={size}
        viewBox={`0 0 ${size} ${size}`}
        className={styles.svg}
        aria-busy={code ? undefined : true}
      >
        <rect width={size} height={size} className={styles.light} />
        {code && (
          <path
            d={code.path}
            transform={`translate(${margin} ${margin}) scale(${(size - 2 * margin) / code.count})`}
            className={styles.dark}
            shapeRendering={dotScale === 1 ? 'crispEdges' : undefined}
          />
        )}
        {showLogo && (
          <>
            <rect
              x={(size - logo) / 2 - pad}
              y={(size - logo) / 2 - pad}
              width={logo + 2 * pad}
              height={logo + 2 * pad}
              rx={pad}
              className={styles.light}
            />
            <image
              href={logoUrl}
              x={(size - logo) / 2}
              y={(size - logo) / 2}
              width={logo}
              height={logo}
              preserveAspectRatio="xMidYMid meet"
              onError={() => setFailedLogo(logoUrl)}
            />
          </>
        )}
      </svg>
      {logoUrl !== undefined && failedLogo === logoUrl && (
        <p className={styles.error}>{t('kitOverlays.imageLoadError')}</p>
      )}
    </div>
  );
}
