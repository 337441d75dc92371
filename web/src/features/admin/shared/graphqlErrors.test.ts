import { ServerError } from '@apollo/client/errors';
import { describe, expect, it } from 'vitest';
import { errorMessage, TRANSPORT_MESSAGES } from './graphqlErrors';

const serverError = (status: number, bodyText: string) =>
  new ServerError(`Response not successful: Received status code ${status}`, {
    response: new Response(bodyText, { status }),
    bodyText,
  });

describe('errorMessage outside GraphQL', () => {
  it("shows the server's Spanish refusal of a body over the limit, not Apollo's English", () => {
    const body = JSON.stringify({
      errors: [{ message: 'La solicitud es demasiado grande o tiene demasiados archivos.' }],
    });
    expect(errorMessage(serverError(413, body))).toBe('La solicitud es demasiado grande o tiene demasiados archivos.');
  });

  it('names the status in Spanish when the answer is not the server’s own (a proxy page)', () => {
    expect(errorMessage(serverError(502, '<html>Bad Gateway</html>'))).toBe(TRANSPORT_MESSAGES.server(502));
    expect(errorMessage(serverError(500, JSON.stringify({ errors: [{}] })))).toBe(TRANSPORT_MESSAGES.server(500));
  });

  it('says the connection failed when fetch could not reach the server', () => {
    expect(errorMessage(new TypeError('Failed to fetch'))).toBe(TRANSPORT_MESSAGES.offline);
  });
});
