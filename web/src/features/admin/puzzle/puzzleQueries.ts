/** The queries of the puzzle screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminPuzzleWordsListQuery = graphql(/* GraphQL */ `
  query AdminPuzzleWordsList {
    puzzleWords {
      id
      word
      activityDescription
      createdAt
    }
  }
`);

export const AdminPuzzleWordEditQuery = graphql(/* GraphQL */ `
  query AdminPuzzleWordEdit($id: ID!) {
    adminPuzzleWord(id: $id) {
      id
      word
      activityDescription
    }
  }
`);
