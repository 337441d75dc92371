import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { graphql } from '../../../test/gql';
import { insertArticle } from '../../../test/contentFactory';
import { TEST_DATABASES } from '../../../test/databases';
import { createTestApp, errorCode, type TestApp } from '../../../test/harness';

const MyRatingQuery = graphql(`
  query TestMyRating($contentType: ContentType!, $id: ID!) {
    myRating(contentType: $contentType, id: $id)
  }
`);

const RateMutation = graphql(`
  mutation TestRateForMyRating($contentType: ContentType!, $id: ID!, $rating: Int!) {
    rateContent(contentType: $contentType, id: $id, rating: $rating) {
      count
    }
  }
`);

describe.each(TEST_DATABASES)('myRating on %s', (kind) => {
  let app: TestApp;

  beforeAll(async () => {
    app = await createTestApp(kind, { seed: false });
  });
  afterAll(async () => {
    await app?.close();
  });

  it('rejects a malformed id with an input error', async () => {
    const result = await app.execute(MyRatingQuery, { contentType: 'ARTICLE', id: 'abc' });
    expect(errorCode(result)).toBe('BAD_USER_INPUT');
  });

  it("returns only the asking visitor's own stars, null before she rates", async () => {
    const id = String((await insertArticle(app.runtime.services.db)).id);
    const her = { visitorId: 'my-rating-visitor-her' };
    const other = { visitorId: 'my-rating-visitor-other' };
    expect((await app.execute(MyRatingQuery, { contentType: 'ARTICLE', id }, her)).data?.myRating).toBeNull();
    await app.execute(RateMutation, { contentType: 'ARTICLE', id, rating: 4 }, her);
    await app.execute(RateMutation, { contentType: 'ARTICLE', id, rating: 2 }, other);
    expect((await app.execute(MyRatingQuery, { contentType: 'ARTICLE', id }, her)).data?.myRating).toBe(4);
    expect((await app.execute(MyRatingQuery, { contentType: 'ARTICLE', id }, other)).data?.myRating).toBe(2);
    expect((await app.execute(MyRatingQuery, { contentType: 'GUIDE', id }, her)).data?.myRating).toBeNull();
  });
});
