import { Alert } from '@mantine/core';
import { IconCircleCheck, IconInfoCircle } from '@tabler/icons-react';
import { usePaymentsEnabled } from '../../../components/BuyGuideButton/usePaymentsEnabled';

/** Tells the owner how paid guides are sold: verified Mercado Pago checkout or the guide's own payment link. */
export function PaymentProviderNotice() {
  const { paymentsEnabled, loading } = usePaymentsEnabled();
  if (loading) return null;
  return paymentsEnabled ? (
    <Alert color="teal" variant="light" icon={<IconCircleCheck aria-hidden />}>
      Mercado Pago conectado: las compras se verifican automáticamente.
    </Alert>
  ) : (
    <Alert color="gray" variant="light" icon={<IconInfoCircle aria-hidden />}>
      Sin proveedor de pagos: se usa el enlace de pago de la guía.
    </Alert>
  );
}
