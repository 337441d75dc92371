import { useQuery } from '@apollo/client/react';
import { Center, Loader } from '@mantine/core';
import { useParams } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { graphql } from '../gql';
import { errorMessage } from '../shared/graphqlErrors';
import { LoadErrorPanel } from '../shared/LoadErrorPanel';
import { PuzzleWordForm } from './PuzzleWordForm';

const AdminPuzzleWordEditQuery = graphql(/* GraphQL */ `
  query AdminPuzzleWordEdit($id: ID!) {
    adminPuzzleWord(id: $id) {
      id
      word
      activityDescription
    }
  }
`);

/** /admin/puzzle-words/new and /admin/puzzle-words/edit/:id. */
export function PuzzleWordFormPage() {
  const { id } = useParams();
  const { data, loading, error } = useQuery(AdminPuzzleWordEditQuery, {
    variables: { id: id ?? '' },
    skip: !id,
    fetchPolicy: 'network-only',
  });

  if (!id) return <PuzzleWordForm key="new" wordId={null} initialValues={{ word: '', activityDescription: '' }} />;
  if (error || (!loading && data && !data.adminPuzzleWord)) {
    return (
      <LoadErrorPanel
        title="Error al cargar la palabra"
        message={error ? errorMessage(error) : 'No se encontró la palabra.'}
        backHref={adminPaths.puzzleWords.getHref()}
      />
    );
  }
  const word = data?.adminPuzzleWord;
  if (!word) {
    return (
      <Center py="xl">
        <Loader aria-label="Cargando palabra" />
      </Center>
    );
  }
  return (
    <PuzzleWordForm
      key={id}
      wordId={id}
      initialValues={{ word: word.word, activityDescription: word.activityDescription }}
    />
  );
}
