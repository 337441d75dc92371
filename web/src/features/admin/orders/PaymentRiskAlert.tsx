import { Alert, List, Text } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { CONNECT_STEPS, successPageRisk } from './paymentRiskText';

interface PaymentRiskAlertProps {
  title: string;
  /** The guide being edited: its own success address is named. */
  guideId?: string | null;
}

/** The purchase-success page hands PDFs to anyone while Mercado Pago is not connected; how to connect it. */
export function PaymentRiskAlert({ title, guideId }: PaymentRiskAlertProps) {
  return (
    // Red: the title reads 4.5:1 on its background (WCAG AA); orange and yellow titles read under 4:1.
    <Alert color="red" variant="light" title={title} icon={<IconAlertTriangle aria-hidden />}>
      <Text size="sm">{successPageRisk(guideId)}</Text>
      <Text size="sm" fw={500} mt="xs">
        Cómo conectar Mercado Pago:
      </Text>
      <List type="ordered" size="sm" spacing={2}>
        {CONNECT_STEPS.map((step) => (
          <List.Item key={step}>{step}</List.Item>
        ))}
      </List>
    </Alert>
  );
}
