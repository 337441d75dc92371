import { describe, expect, it } from 'vitest';
import { formatStageTable } from './stageTable';

describe('formatStageTable', () => {
  it('lists every stage with its duration and the total', () => {
    const table = formatStageTable(
      [
        { name: 'typecheck', seconds: 41.26, ok: true },
        { name: 'test:unit', seconds: 125.4, ok: true },
      ],
      [],
      166.7,
    );
    expect(table.split('\n')).toEqual([
      'stage durations',
      'stage            time  result',
      'typecheck      41.3 s  ok',
      'test:unit  2 min 05 s  ok',
      'total      2 min 47 s  ok',
    ]);
  });

  it('rounds into whole minutes without a 60th second', () => {
    const table = formatStageTable([{ name: 'e2e', seconds: 119.6, ok: true }], [], 59.97);
    expect(table).toMatch(/^e2e\s+2 min 00 s {2}ok$/m);
    expect(table).toMatch(/^total\s+1 min 00 s {2}ok$/m);
  });

  it('marks the failed stage and the stages it kept from running', () => {
    const table = formatStageTable([{ name: 'lint', seconds: 3, ok: false }], ['test:unit', 'build'], 3);
    expect(table).toMatch(/^lint\s+3\.0 s {2}FAILED$/m);
    expect(table).toMatch(/^test:unit\s+— {2}not run$/m);
    expect(table).toMatch(/^build\s+— {2}not run$/m);
    expect(table).toMatch(/^total\s+3\.0 s {2}FAILED$/m);
  });
});
