/** The queries of the games screens, apart from their code so their route loaders can send them (routeData/). */
import { graphql } from '../gql';

export const AdminGameQuestionsListQuery = graphql(/* GraphQL */ `
  query AdminGameQuestionsList {
    adminGameQuestions {
      id
      gameType
      text
      isTrue
      createdAt
    }
  }
`);

export const AdminGameQuestionEditQuery = graphql(/* GraphQL */ `
  query AdminGameQuestionEdit($id: ID!) {
    adminGameQuestion(id: $id) {
      id
      gameType
      text
      isTrue
    }
  }
`);
