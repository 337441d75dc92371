import { PaymentRiskAlert } from '../orders/PaymentRiskAlert';
import { openGuidesTitle } from '../orders/paymentRiskText';
import { usePaymentSetup } from '../orders/usePaymentSetup';

/** At the top of the dashboard while published paid guides can be downloaded without paying. */
export function PaidGuidesRiskAlert() {
  const setup = usePaymentSetup();
  if (!setup?.successPageOpen) return null;
  return <PaymentRiskAlert title={openGuidesTitle(setup.paidGuidesWithPdf)} />;
}
