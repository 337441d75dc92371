import { graphql } from '../gql';
import type { GuideInput } from '../gql/graphql';
import { useSaveContentMutation } from '../content/useSaveContentMutation';
import { GUIDE_KIND } from './guideKind';

const CreateGuideMutation = graphql(/* GraphQL */ `
  mutation CreateGuide($input: GuideInput!) {
    createGuide(input: $input) {
      id
      title
      status
      scheduledFor
    }
  }
`);

const UpdateGuideMutation = graphql(/* GraphQL */ `
  mutation UpdateGuide($id: ID!, $input: GuideInput!) {
    updateGuide(id: $id, input: $input) {
      id
      title
      description
      price
      paymentLink
      hasPdf
      pdfUrl
      imageUrl
      status
      scheduledFor
      isFeatured
      categoryPosition
      category {
        id
        name
      }
    }
  }
`);

/** Creates or updates a guide (with its cover and PDF uploads) and announces the outcome. */
export function useSaveGuideMutation() {
  return useSaveContentMutation<GuideInput>(GUIDE_KIND, { create: CreateGuideMutation, update: UpdateGuideMutation });
}
