/**
 * Goals of links followed before the app ran. A link that counts a goal when
 * followed ('Comprar por…' to the guide's payment link, in a new tab) carries
 * data-goal="GOAL:subject". Tapped before hydration it simply opens, as a link
 * should, and has no handler yet to count it: app/earlyClicks.ts keeps its
 * goal here, and the component that renders the link sends it once hydrated
 * (takeEarlyGoal).
 */
const kept: string[] = [];

export const goalAttribute = (goal: string, subject: string) => `${goal}:${subject}`;

/** Keeps the goal of a link followed before hydration. */
export function keepEarlyGoal(value: string): void {
  kept.push(value);
}

/** True once per kept tap on a link with this goal and subject. */
export function takeEarlyGoal(goal: string, subject: string): boolean {
  const index = kept.indexOf(goalAttribute(goal, subject));
  if (index === -1) return false;
  kept.splice(index, 1);
  return true;
}
