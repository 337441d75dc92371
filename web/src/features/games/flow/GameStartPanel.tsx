import { Button, Stack, Text } from '@mantine/core';

/**
 * What a game page shows until the app runs: the questions are shuffled (and
 * the puzzle's word picked) in the browser, so the server cannot render them,
 * and a phone that opens the page loads no game code until she acts. Tapping
 * 'Comenzar' is that act: it starts the app (web/src/app/firstIntent.ts),
 * which loads the game and shows it in place of this panel. Inside the app
 * (a game chosen from the hub) the game starts directly.
 */
export function GameStartPanel({ description }: { description: string }) {
  return (
    <Stack gap="md" align="flex-start">
      <Text size="lg">{description}</Text>
      <Button size="lg" color="teal">
        Comenzar
      </Button>
    </Stack>
  );
}
