import { Button } from '@mantine/core';
import { Link } from 'react-router-dom';
import { paths } from '../../config/paths';
import { BuyGuideButton } from '../BuyGuideButton/BuyGuideButton';
import classes from './ContentCard.module.css';

interface GuideCardActionProps {
  id: string;
  isFree: boolean;
  price: number | null | undefined;
  paymentLink: string | null | undefined;
}

/**
 * Spec: free guides get 'Ver Guía' (to the detail page); paid guides a buy
 * button (Mercado Pago checkout when connected, else the payment link in a new
 * tab), or an inert 'Ver Precio' when there is no way to buy.
 */
export function GuideCardAction({ id, isFree, price, paymentLink }: GuideCardActionProps) {
  if (isFree) {
    return (
      <Button component={Link} to={paths.guide.getHref(id)} variant="light" mt="md" className={classes.action}>
        Ver Guía
      </Button>
    );
  }
  return (
    <BuyGuideButton
      guideId={id}
      price={price}
      paymentLink={paymentLink}
      mt="md"
      className={classes.action}
      fallback={
        <Button disabled mt="md" className={classes.action}>
          Ver Precio
        </Button>
      }
    />
  );
}
