/**
 * POST /webhooks/mercadopago: Mercado Pago's payment notifications. Outside
 * /graphql, so the same-origin check does not apply; the x-signature HMAC
 * is what proves the sender.
 */
import express, { Router, type ErrorRequestHandler, type Request } from 'express';
import type { AppServices } from '../services/appServices';
import {
  WEBHOOK_PATH,
  PaymentProviderError,
  paymentsEnabled,
  checkWebhookSignature,
  handlePaymentNotification,
} from '../services/purchase';
import { requestLogger } from './requestLog';

interface NotificationBody {
  type?: unknown;
  data?: { id?: unknown };
}

function firstString(value: unknown): string {
  const first = Array.isArray(value) ? value[0] : value;
  return typeof first === 'string' || typeof first === 'number' ? String(first).trim() : '';
}

/** data.id and type come from the query string as Mercado Pago documents, else from the body. */
function readNotification(req: Request) {
  const body = (req.body ?? {}) as NotificationBody;
  return {
    dataId: firstString(req.query['data.id']) || firstString(body.data?.id),
    type: firstString(req.query.type) || firstString(body.type) || firstString(req.query.topic),
  };
}

export function webhooksRouter(
  services: Pick<AppServices, 'db' | 'config' | 'logger' | 'clientAddress' | 'jobs'>,
): Router {
  const router = Router();
  router.post(WEBHOOK_PATH, express.json({ limit: '64kb' }), async (req, res, next) => {
    if (!paymentsEnabled(services.config)) return void res.status(404).end();
    const { dataId, type } = readNotification(req);
    const check = checkWebhookSignature(services.config.mercadoPagoWebhookSecret, {
      signature: req.get('x-signature'),
      requestId: req.get('x-request-id'),
      dataId,
    });
    if (check !== 'valid') {
      requestLogger(req, services.logger).warn(
        { check, dataId, client: services.clientAddress(req) },
        'Mercado Pago webhook refused',
      );
      return void res.status(401).type('text/plain; charset=utf-8').send('Firma inválida.');
    }
    // Other topics (merchant orders, chargebacks...) carry nothing we act on.
    if (type !== 'payment' || !dataId) return void res.status(200).end();
    try {
      // Handled before answering: the provider call is bounded well inside Mercado Pago's
      // 22 s timeout, and on failure the error status makes Mercado Pago retry the notification.
      await handlePaymentNotification(services, dataId);
      res.status(200).end();
    } catch (error) {
      if (!(error instanceof PaymentProviderError)) return void next(error);
      requestLogger(req, services.logger).error(
        { err: error, dataId, client: services.clientAddress(req) },
        'Mercado Pago webhook could not read the payment',
      );
      res.status(502).end();
    }
  });
  // A body that is not JSON is the sender's fault, not a server error.
  const badBody: ErrorRequestHandler = (error, req, res, next) => {
    const status = Number((error as { status?: number }).status);
    if (req.path === WEBHOOK_PATH && status >= 400 && status < 500 && !res.headersSent)
      return void res.status(status).end();
    next(error);
  };
  router.use(badBody);
  return router;
}
