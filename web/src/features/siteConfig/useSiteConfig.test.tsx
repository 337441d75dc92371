/**
 * A configured picture as pages read it: `<img>` attributes for showing it
 * (spread onto the element, so nothing else may ride along) and, for link
 * previews, its JPEG copy with the copy's size.
 */
import { ApolloClient, ApolloLink, InMemoryCache } from '@apollo/client';
import { ApolloProvider } from '@apollo/client/react';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { ServerAnswers } from '../../lib/serverAnswers';
import { ServerAnswersContext } from '../../lib/serverAnswersContext';
import { siteConfigurationQuery, useSiteConfig } from './useSiteConfig';

const ORIGINAL = '/storage/siteassets/sobre_mi.png';
const JPEG = { url: '/storage/siteassets/sobre_mi.copy-a1b2c3.jpg', width: 960, height: 1280 };

function Probe() {
  const { image, shareImage } = useSiteConfig();
  return (
    <>
      <img alt="" {...image('about_me_image_url')} />
      <output>
        {JSON.stringify({ shown: image('about_me_image_url'), shared: shareImage('about_me_image_url') })}
      </output>
    </>
  );
}

async function render(jpeg: typeof JPEG | null) {
  const answers = new ServerAnswers(
    vi.fn(async () => ({
      data: {
        siteConfiguration: [
          {
            key: 'about_me_image_url',
            value: ORIGINAL,
            image: { srcSet: `${ORIGINAL.replace('.png', '.w480.webp')} 480w`, width: 1500, height: 2000, jpeg },
          },
        ],
      },
    })),
  );
  await answers.fetch([siteConfigurationQuery]);
  const client = new ApolloClient({ cache: new InMemoryCache(), link: ApolloLink.empty() });
  const html = renderToString(
    <ApolloProvider client={client}>
      <ServerAnswersContext.Provider value={answers}>
        <Probe />
      </ServerAnswersContext.Provider>
    </ApolloProvider>,
  );
  const json = /<output>(.*)<\/output>/.exec(html)?.[1]?.replace(/&quot;/g, '"') ?? '{}';
  return { html, ...(JSON.parse(json) as { shown: Record<string, unknown>; shared: Record<string, unknown> }) };
}

describe('a configured picture', () => {
  it('is shown from its original and variants, and shared as its JPEG copy with the copy’s size', async () => {
    const { html, shown, shared } = await render(JPEG);
    expect(shown).toEqual({ src: ORIGINAL, srcSet: expect.stringContaining('480w'), width: 1500, height: 2000 });
    expect(html).toMatch(
      /<img alt="" src="\/storage\/siteassets\/sobre_mi.png" srcSet="[^"]+" width="1500" height="2000"\/>/,
    );
    expect(shared).toEqual({ src: JPEG.url, width: 960, height: 1280 });
  });

  it('is shared as the original, with its size, until the copy is made', async () => {
    const { shared } = await render(null);
    expect(shared).toEqual({ src: ORIGINAL, width: 1500, height: 2000 });
  });
});
