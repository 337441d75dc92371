import { Button, Group, Stack, Text } from '@mantine/core';
import { isCountdownUrgent, type Countdown, type CountdownState } from './countdown';

interface CountdownTimerProps extends CountdownState {
  countdown: Countdown;
}

/** The visible seconds (red at 5 or less) with start, pause and reset; no sound. */
export function CountdownTimer({ countdown, secondsLeft, running }: CountdownTimerProps) {
  const urgent = isCountdownUrgent(secondsLeft);
  return (
    <Stack gap="sm" align="center">
      {/* role="timer" is not announced every second, which would drown out the question. */}
      <Text
        role="timer"
        aria-label={`Tiempo restante: ${secondsLeft} segundos`}
        data-urgent={urgent}
        fz={64}
        fw={700}
        lh={1}
        c={urgent ? 'red.9' : 'teal.9'}
      >
        {secondsLeft}
      </Text>
      <Group gap="sm" justify="center">
        {running ? (
          <Button size="lg" variant="light" onClick={countdown.pause}>
            Pausar
          </Button>
        ) : (
          <Button size="lg" onClick={countdown.start} disabled={secondsLeft === 0}>
            Iniciar
          </Button>
        )}
        <Button size="lg" variant="default" onClick={countdown.reset}>
          Reiniciar
        </Button>
      </Group>
    </Stack>
  );
}
