import { Alert, Button, Card, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useId, useState } from 'react';
import { CONTACT_LIMITS } from '@crecer/domain/contactRules';
import { EMPTY_CONTACT_FORM, validateContactForm, type ContactFormValues } from '../contactFormValidation';
import { useSendContactMessageMutation } from '../useSendContactMessageMutation';
import { Honeypot } from '../../../components/Honeypot/Honeypot';
import classes from './ContactForm.module.css';

const SUCCESS_MESSAGE = 'Gracias! Tu mensaje ha sido enviado. Te responderé pronto.';

type Outcome = { kind: 'success' } | { kind: 'error'; message: string } | null;

interface ContactFormProps {
  title: string;
}

const FIELD_ORDER = ['name', 'email', 'message'] as const;

/** Contact form card: idle → 'Enviando...' → green success (form cleared) or red error. */
export function ContactForm({ title }: ContactFormProps) {
  const { send, sending } = useSendContactMessageMutation();
  const [outcome, setOutcome] = useState<Outcome>(null);
  const titleId = useId();
  const form = useForm<ContactFormValues>({ initialValues: EMPTY_CONTACT_FORM, validate: validateContactForm });

  // The keyboard (and a screen reader) goes to the first field to mend, as the subscribe box does.
  const focusFirstError = (errors: Partial<Record<string, unknown>>) => {
    const first = FIELD_ORDER.find((field) => errors[field]);
    if (first) form.getInputNode(first)?.focus();
  };

  const handleSubmit = async (values: ContactFormValues) => {
    setOutcome(null);
    const result = await send(values);
    if (result.ok) {
      form.reset();
      setOutcome({ kind: 'success' });
    } else {
      setOutcome({ kind: 'error', message: result.message });
    }
  };

  return (
    <Card withBorder shadow="sm" padding="xl" radius="lg" className={classes.card}>
      <form
        onSubmit={form.onSubmit(handleSubmit, focusFirstError)}
        noValidate
        aria-labelledby={title ? titleId : undefined}
      >
        <Stack gap="md">
          {title && (
            <Title order={3} id={titleId}>
              {title}
            </Title>
          )}
          <TextInput label="Nombre" withAsterisk autoComplete="name" {...form.getInputProps('name')} />
          <TextInput
            label="Correo electrónico"
            type="email"
            withAsterisk
            autoComplete="email"
            maxLength={CONTACT_LIMITS.email}
            {...form.getInputProps('email')}
          />
          <Textarea label="Mensaje" withAsterisk minRows={5} autosize {...form.getInputProps('message')} />
          <Honeypot value={form.values.website} onChange={(value) => form.setFieldValue('website', value)} />
          {outcome?.kind === 'success' && (
            <Alert color="green" variant="light" role="status">
              {SUCCESS_MESSAGE}
            </Alert>
          )}
          {outcome?.kind === 'error' && (
            <Alert color="red" variant="light" role="alert">
              {outcome.message}
            </Alert>
          )}
          <Button type="submit" size="md" disabled={sending}>
            {sending ? 'Enviando...' : 'Enviar mensaje'}
          </Button>
        </Stack>
      </form>
    </Card>
  );
}
