import { graphql } from '../gql';
import { useDeleteContentMutation } from '../content/useDeleteContentMutation';
import { GUIDE_KIND } from './guideKind';

const DeleteGuideMutation = graphql(/* GraphQL */ `
  mutation DeleteGuide($id: ID!) {
    deleteGuide(id: $id)
  }
`);

export function useDeleteGuideMutation() {
  return useDeleteContentMutation(GUIDE_KIND, DeleteGuideMutation, (data) => data.deleteGuide);
}
