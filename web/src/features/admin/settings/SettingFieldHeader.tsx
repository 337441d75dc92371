import { ActionIcon, Code, Group, Text, Tooltip } from '@mantine/core';
import { IconHelpCircle } from '@tabler/icons-react';

interface SettingFieldHeaderProps {
  inputId: string;
  label: string;
  configKey: string;
  help: string;
  /** Image fields have no single input to point a <label> at. */
  asLabel?: boolean;
}

/** Friendly label, the technical key and a help tooltip above each settings field. */
export function SettingFieldHeader({ inputId, label, configKey, help, asLabel = true }: SettingFieldHeaderProps) {
  return (
    <Group gap={6} wrap="wrap" mb={4}>
      <Text
        component={asLabel ? 'label' : 'span'}
        htmlFor={asLabel ? inputId : undefined}
        id={`${inputId}-label`}
        size="sm"
        fw={600}
      >
        {label}
      </Text>
      <Code fz="xs">{configKey}</Code>
      <Tooltip label={help} multiline w={300} withArrow events={{ hover: true, focus: true, touch: true }}>
        {/* 'md' (28 px): 'sm' was 22 px, under WCAG 2.2's 24 px target beside the field's label. */}
        <ActionIcon variant="subtle" size="md" color="gray" aria-label={`Ayuda: ${label}`}>
          <IconHelpCircle size={16} aria-hidden />
        </ActionIcon>
      </Tooltip>
      <Text id={`${inputId}-help`} hidden>
        {help}
      </Text>
    </Group>
  );
}
