import { isPaidPrice } from '@crecer/domain/contentRules';
import { Stack, TextInput } from '@mantine/core';
import type { ReactNode } from 'react';
import { priceReadBack, sanitizePrice } from './guideForm';

interface GuidePriceFieldsProps {
  price: string;
  paymentLink: string;
  priceError?: ReactNode;
  paymentLinkError?: ReactNode;
  onPriceChange: (price: string) => void;
  onPaymentLinkChange: (link: string) => void;
}

/** Price (digits and one decimal point only) and, for paid guides, the payment link. */
export function GuidePriceFields(props: GuidePriceFieldsProps) {
  const readBack = priceReadBack(props.price);
  return (
    <Stack gap="md">
      <TextInput
        label="Precio (ARS)"
        description={
          readBack ? (
            <>
              Déjalo vacío o en 0 para una guía gratuita. <span aria-live="polite">{readBack}</span>
            </>
          ) : (
            'Déjalo vacío o en 0 para una guía gratuita.'
          )
        }
        inputMode="decimal"
        placeholder="0.00"
        value={props.price}
        onChange={(event) => props.onPriceChange(sanitizePrice(event.currentTarget.value))}
        error={props.priceError}
      />
      {isPaidPrice(props.price) && (
        <TextInput
          type="url"
          label="Enlace de pago"
          description="Dirección del botón de compra (por ejemplo, tu link de Mercado Pago)."
          placeholder="https://"
          value={props.paymentLink}
          onChange={(event) => props.onPaymentLinkChange(event.currentTarget.value)}
          error={props.paymentLinkError}
        />
      )}
    </Stack>
  );
}
