import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { LoadErrorPanel } from '../shared/LoadErrorPanel';
import { EMPTY_GAME_QUESTION } from './gameQuestionForm';
import { GameQuestionForm } from './GameQuestionForm';

const AdminGameQuestionEditQuery = graphql(/* GraphQL */ `
  query AdminGameQuestionEdit($id: ID!) {
    adminGameQuestion(id: $id) {
      id
      gameType
      text
      isTrue
    }
  }
`);

/** /admin/games/new and /admin/games/edit/:id. */
export function GameQuestionFormPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(AdminGameQuestionEditQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });

  if (!id) return <GameQuestionForm key="new" questionId={null} initialValues={EMPTY_GAME_QUESTION} />;
  if (error || (!loading && data && !data.adminGameQuestion)) {
    return (
      <LoadErrorPanel
        title="Error al cargar la pregunta"
        message={error ? errorMessage(error) : 'No se encontró la pregunta.'}
        backHref={adminPaths.games.getHref()}
      />
    );
  }
  const question = data?.adminGameQuestion;
  if (!question) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando pregunta" />
      </Center>
    );
  }
  return (
    <GameQuestionForm
      key={id}
      questionId={id}
      initialValues={{ gameType: question.gameType, text: question.text, isTrue: question.isTrue ?? null }}
    />
  );
}
