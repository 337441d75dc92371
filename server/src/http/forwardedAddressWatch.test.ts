import type { IncomingMessage } from 'node:http';
import { describe, expect, it, vi } from 'vitest';
import { FORWARDED_ADDRESS_WARNING, watchForwardedAddresses } from './forwardedAddressWatch';

/** A request standing for the address the resolver gives it. */
const from = (address: string) => ({ address }) as unknown as IncomingMessage;
const resolve = (req: IncomingMessage) => (req as unknown as { address: string }).address;

function watched(options: { trust?: { hops: number } | null } = {}) {
  const logger = { warn: vi.fn() };
  let clock = 0;
  const clientAddress = watchForwardedAddresses(
    resolve,
    options.trust === undefined ? { hops: 1 } : options.trust,
    logger,
    {
      window: 10,
      share: 0.5,
      repeatMs: 1000,
      now: () => clock,
    },
  );
  const send = (addresses: string[]) => addresses.map((address) => clientAddress(from(address)));
  return { logger, send, advance: (ms: number) => void (clock += ms), clientAddress };
}

const visitors = (n: number) => Array.from({ length: n }, (_, i) => `203.0.113.${i + 1}`);
const gateway = (n: number) => Array<string>(n).fill('172.18.0.1');

describe('watchForwardedAddresses', () => {
  it('returns the address it was given, unchanged', () => {
    const { send } = watched();
    expect(send(['172.18.0.1', '2001:db8::5'])).toEqual(['172.18.0.1', '2001:db8::5']);
  });

  it('warns when half a window comes from one private address (the bridge gateway)', () => {
    const { logger, send } = watched();
    send([...gateway(5), ...visitors(5)]);
    expect(logger.warn).toHaveBeenCalledTimes(1);
    expect(logger.warn).toHaveBeenCalledWith(
      { address: '172.18.0.1', requests: 10, fromThatAddress: 5 },
      FORWARDED_ADDRESS_WARNING,
    );
  });

  it('judges nothing before a whole window: a quiet site raises no alarm', () => {
    const { logger, send } = watched();
    send(gateway(9));
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('stays quiet when visitors arrive with their own addresses, loopback and a few private ones among them', () => {
    const { logger, send } = watched();
    for (let round = 0; round < 5; round += 1) send([...visitors(6), '127.0.0.1', '::1', '172.18.0.1', '10.0.0.9']);
    expect(logger.warn).not.toHaveBeenCalled();
  });

  it('warns at most once per period, and again after it', () => {
    const { logger, send, advance } = watched();
    send(gateway(10));
    send(gateway(10));
    expect(logger.warn).toHaveBeenCalledTimes(1);
    advance(1000);
    send(gateway(10));
    expect(logger.warn).toHaveBeenCalledTimes(2);
  });

  it('watches nothing when no proxy is trusted (TRUST_PROXY unset)', () => {
    const { logger, send, clientAddress } = watched({ trust: null });
    expect(clientAddress).toBe(resolve);
    send(gateway(30));
    expect(logger.warn).not.toHaveBeenCalled();
  });
});
