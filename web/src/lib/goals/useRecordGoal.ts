import { useMutation } from '@apollo/client/react';
import { useCallback, useEffect } from 'react';
import { graphql } from '../../gql';
import type { PublicGoal } from '../../gql/graphql';

const RecordGoalMutation = graphql(/* GraphQL */ `
  mutation RecordGoal($goal: PublicGoal!, $subject: ID!) {
    recordGoal(goal: $goal, subject: $subject)
  }
`);

/**
 * Reports a goal the owner's statistics count (a game started or finished, a
 * guide's 'Comprar' pressed). Sent by the browser once the app runs: public
 * pages are cached and the same for everyone, so their HTML cannot count.
 * The server counts one per address, goal and subject every 30 minutes, so
 * sending again costs nothing; a failure only loses a count, never the page.
 */
export function useRecordGoal(): (goal: PublicGoal, subject: string) => void {
  const [record] = useMutation(RecordGoalMutation);
  return useCallback(
    (goal, subject) =>
      void record({ variables: { goal, subject } }).catch((error: unknown) =>
        console.error('No se pudo registrar la estadística', error),
      ),
    [record],
  );
}

/** Reports the goal once when the component shows (null: nothing to report). */
export function useGoalOnShow(goal: PublicGoal | null, subject: string | undefined): void {
  const recordGoal = useRecordGoal();
  useEffect(() => {
    if (goal && subject) recordGoal(goal, subject);
  }, [goal, subject, recordGoal]);
}
