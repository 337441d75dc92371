import { Button, type MantineSize, type MantineSpacing } from '@mantine/core';
import { IconShoppingCart } from '@tabler/icons-react';
import { useEffect, type ReactNode } from 'react';
import { goalAttribute, takeEarlyGoal } from '../../lib/goals/earlyGoals';
import { useRecordGoal } from '../../lib/goals/useRecordGoal';
import { formatPrice } from '../ContentCard/contentFormat';
import { usePaymentsEnabled } from './usePaymentsEnabled';
import { useStartCheckoutMutation } from './useStartCheckoutMutation';

interface BuyGuideButtonProps {
  guideId: string;
  price: number | null | undefined;
  paymentLink: string | null | undefined;
  /** What to show when the guide cannot be bought (no provider and no payment link). */
  fallback: ReactNode;
  size?: MantineSize;
  mt?: MantineSpacing;
  className?: string;
}

/**
 * 'Comprar por ARS $…' for a paid guide. With Mercado Pago connected it starts
 * a verified checkout and sends the buyer there; otherwise it is the spec's
 * plain payment link in a new tab.
 */
export function BuyGuideButton({ guideId, price, paymentLink, fallback, size, mt, className }: BuyGuideButtonProps) {
  const { paymentsEnabled, loading } = usePaymentsEnabled();
  const { start, starting } = useStartCheckoutMutation();
  // Each press counts in the owner's funnel for the guide (views → 'Comprar' → purchases).
  const recordGoal = useRecordGoal();
  const pressed = () => recordGoal('GUIDE_BUY_CLICK', guideId);
  // The payment link followed before the app ran: counted now (lib/goals/earlyGoals.ts).
  useEffect(() => {
    if (takeEarlyGoal('GUIDE_BUY_CLICK', guideId)) recordGoal('GUIDE_BUY_CLICK', guideId);
  }, [guideId, recordGoal]);
  const label = `Comprar por ${formatPrice(price ?? 0)}`;
  const icon = <IconShoppingCart size={size === 'md' ? 18 : 16} aria-hidden />;
  const common = { size, mt, className, leftSection: icon };

  // Until we know which way to buy, nothing clickable could send the buyer the wrong way.
  if (loading)
    return (
      <Button {...common} disabled>
        {label}
      </Button>
    );
  if (paymentsEnabled)
    return (
      <Button
        {...common}
        loading={starting}
        onClick={() => {
          pressed();
          void start(guideId);
        }}
      >
        {label}
      </Button>
    );
  if (paymentLink)
    return (
      <Button
        {...common}
        component="a"
        href={paymentLink}
        target="_blank"
        rel="noopener noreferrer"
        data-goal={goalAttribute('GUIDE_BUY_CLICK', guideId)}
        onClick={pressed}
      >
        {label}
      </Button>
    );
  return fallback;
}
