import { Stack, Switch, Textarea, TextInput } from '@mantine/core';
import type { ConfigKeyDefinition } from '@crecer/domain/siteConfig';
import { SettingFieldHeader } from './SettingFieldHeader';

interface SettingTextFieldProps {
  definition: ConfigKeyDefinition;
  value: string;
  onChange: (value: string) => void;
}

const INPUT_TYPES = { url: 'url', email: 'email', phone: 'tel', text: 'text' } as const;

/** One text-like setting rendered by its kind: single line, multi-line, URL, email, phone or switch. */
export function SettingTextField({ definition, value, onChange }: SettingTextFieldProps) {
  const id = `setting-${definition.key}`;
  const describedBy = `${id}-help`;
  const header = (
    <SettingFieldHeader inputId={id} label={definition.label} configKey={definition.key} help={definition.help} />
  );

  if (definition.kind === 'switch') {
    const on = value === 'true';
    return (
      <Stack gap={0}>
        {header}
        <Switch
          id={id}
          aria-describedby={describedBy}
          checked={on}
          onChange={(event) => onChange(event.currentTarget.checked ? 'true' : 'false')}
          label={on ? definition.switchLabels?.on : definition.switchLabels?.off}
        />
      </Stack>
    );
  }
  if (definition.kind === 'multiline') {
    return (
      <Stack gap={0}>
        {header}
        <Textarea
          id={id}
          aria-describedby={describedBy}
          rows={definition.rows ?? 3}
          value={value}
          onChange={(event) => onChange(event.currentTarget.value)}
        />
      </Stack>
    );
  }
  const type = definition.kind === 'image' ? 'url' : INPUT_TYPES[definition.kind];
  return (
    <Stack gap={0}>
      {header}
      <TextInput
        id={id}
        type={type}
        aria-describedby={describedBy}
        value={value}
        onChange={(event) => onChange(event.currentTarget.value)}
        placeholder={definition.kind === 'phone' ? '+54 9 11 1234-5678' : undefined}
      />
    </Stack>
  );
}
