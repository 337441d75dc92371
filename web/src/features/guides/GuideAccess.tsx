import { Button } from '@mantine/core';
import { IconDownload } from '@tabler/icons-react';
import { BuyGuideButton } from '../../components/BuyGuideButton/BuyGuideButton';
import ui from '../../components/Plain/Plain.module.css';
import { freeDownloadFileName } from '@crecer/domain/freeDownloadFileName';

interface GuideAccessProps {
  guideId: string;
  title: string;
  isFree: boolean;
  price: number | null | undefined;
  /** Public path of a free published guide's PDF; null otherwise. */
  downloadUrl: string | null | undefined;
  paymentLink: string | null | undefined;
}

/** Free guides: the PDF download. Paid guides: the buy button. Each with the spec's "not available" text. */
export function GuideAccess({ guideId, title, isFree, price, downloadUrl, paymentLink }: GuideAccessProps) {
  if (isFree) {
    return downloadUrl ? (
      <Button
        component="a"
        href={downloadUrl}
        download={freeDownloadFileName(title)}
        size="md"
        leftSection={<IconDownload size={18} aria-hidden />}
      >
        Descargar PDF
      </Button>
    ) : (
      <p className={`${ui.text} ${ui.gray8}`}>El archivo PDF no está disponible actualmente.</p>
    );
  }
  return (
    <BuyGuideButton
      guideId={guideId}
      price={price}
      paymentLink={paymentLink}
      size="md"
      fallback={<p className={`${ui.text} ${ui.gray8}`}>El enlace de pago no está disponible actualmente.</p>}
    />
  );
}
