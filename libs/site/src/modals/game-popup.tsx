import { Modal } from '@tessera/ui';

/** A game that plays in a popup over the site (spec §2), in an iframe of the vendor's page. */
export function GamePopup({
  url,
  title,
  onClose,
}: {
  url: string;
  title: string;
  onClose: () => void;
}) {
  return (
    <Modal
      open
      onOpenChange={(open) => !open && onClose()}
      title={title}
      size="lg"
      fullScreenOnPhone
    >
      <iframe
        src={url}
        title={title}
        allow="autoplay; fullscreen"
        style={{ width: '100%', aspectRatio: '16 / 9', border: 0 }}
      />
    </Modal>
  );
}
