import { Alert } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { PaymentRiskAlert } from './PaymentRiskAlert';
import { CONNECTED_TEXT, NO_PROVIDER_TITLE } from './paymentRiskText';
import { usePaymentSetup } from './usePaymentSetup';

interface PaymentProviderNoticeProps {
  /** In a saved guide's form: its own purchase-success address is named. */
  guideId?: string | null;
}

/**
 * Tells the owner how paid guides are sold: a verified Mercado Pago checkout, or the
 * guide's own payment link, with which the purchase-success page gives the PDF to anyone.
 */
export function PaymentProviderNotice({ guideId }: PaymentProviderNoticeProps) {
  const setup = usePaymentSetup();
  if (!setup) return null;
  return setup.mercadoPagoConnected ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
      {CONNECTED_TEXT}
    </Alert>
  ) : (
    <PaymentRiskAlert title={NO_PROVIDER_TITLE} guideId={guideId} />
  );
}
