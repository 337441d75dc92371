import { Alert, Button, Checkbox, FileButton, Group, Modal, Stack, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconFileTypeCsv, IconUpload } from '@tabler/icons-react';
import { useState } from 'react';
import { SUBSCRIBER_IMPORT_LIMITS, SUBSCRIBER_IMPORT_MESSAGES } from '@crecer/domain/subscriberImportRules';
import { CLOSE_BUTTON_PROPS } from '../shared/modalProps';
import { ImportReport } from './ImportReport';
import { useImportSubscribersMutation, type SubscriberImportReport } from './useImportSubscribersMutation';

export const IMPORT_CONSENT_LABEL = 'Estas personas aceptaron recibir mis artículos por e-mail';

/** Refused when picked, as the server would: a spreadsheet's CSV has a .csv (or .txt) name or a text type. */
export function importFileProblem(file: File): string | null {
  if (file.size > SUBSCRIBER_IMPORT_LIMITS.fileBytes) return SUBSCRIBER_IMPORT_MESSAGES.tooBig;
  if (!/\.(csv|txt)$/i.test(file.name) && !/^text\//.test(file.type)) return SUBSCRIBER_IMPORT_MESSAGES.notCsv;
  return null;
}

/** 'Importar CSV' and its dialog: the file, the consent box, then the report. */
export function ImportSubscribersButton() {
  const [opened, setOpened] = useState(false);
  return (
    <>
      <Button variant="light" leftSection={<IconUpload size={16} aria-hidden />} onClick={() => setOpened(true)}>
        Importar CSV
      </Button>
      {opened && <ImportSubscribersDialog onClose={() => setOpened(false)} />}
    </>
  );
}

function ImportSubscribersDialog({ onClose }: { onClose: () => void }) {
  const phone = useMediaQuery('(max-width: 48em)');
  const { importSubscribers, loading } = useImportSubscribersMutation();
  const [file, setFile] = useState<File | null>(null);
  const [consented, setConsented] = useState(false);
  // The picked file's own problem blocks 'Importar'; the server's answer is shown until something changes.
  const [fileProblem, setFileProblem] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const [report, setReport] = useState<SubscriberImportReport | null>(null);
  const problem = fileProblem ?? refusal;

  const pick = (picked: File | null) => {
    setFile(picked);
    setFileProblem(picked ? importFileProblem(picked) : null);
    setRefusal(null);
  };
  const submit = async () => {
    if (!file || fileProblem) return;
    const outcome = await importSubscribers(file, consented);
    if ('report' in outcome) setReport(outcome.report);
    else setRefusal(outcome.problem);
  };

  return (
    <Modal
      opened
      onClose={onClose}
      title={report ? 'Resultado de la importación' : 'Importar suscriptores'}
      size="lg"
      fullScreen={phone}
      closeButtonProps={CLOSE_BUTTON_PROPS}
    >
      {report ? (
        <Stack>
          <ImportReport report={report} consented={consented} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Listo</Button>
          </Group>
        </Stack>
      ) : (
        <Stack>
          <Text size="sm">
            Elige el archivo CSV que exportaste de tu plataforma anterior (Mailchimp, MailPoet, Substack, Ghost u otra)
            o una planilla guardada como CSV. Se usa la columna de e-mails y, si la hay, la fecha de alta. Máximo 5MB.
          </Text>
          <Stack gap={4}>
            <FileButton onChange={pick} accept=".csv,text/csv,text/plain">
              {(props) => (
                <Button {...props} variant="default" leftSection={<IconFileTypeCsv size={16} aria-hidden />}>
                  {file ? 'Elegir otro archivo' : 'Elegir archivo CSV'}
                </Button>
              )}
            </FileButton>
            <Text size="sm" c="gray.7">
              {file ? `Archivo: ${file.name}` : 'Ningún archivo elegido.'}
            </Text>
          </Stack>
          <Checkbox
            checked={consented}
            onChange={(event) => {
              setConsented(event.currentTarget.checked);
              setRefusal(null);
            }}
            label={IMPORT_CONSENT_LABEL}
            description={
              consented
                ? 'Se agregan como confirmadas y no se les envía nada ahora. Márcalo solo si se suscribieron en tu plataforma anterior.'
                : 'Cada dirección nueva recibe un e-mail para confirmar su suscripción y queda pendiente hasta que lo haga.'
            }
          />
          {problem && (
            <Alert color="red" role="alert" title="No se pudo importar">
              {problem}
            </Alert>
          )}
          <Text size="xs" c="gray.7">
            Se omiten las direcciones inválidas, las repetidas, las que ya están en tu lista (sin cambiar su estado) y
            las de quienes se dieron de baja.
          </Text>
          <Group justify="flex-end">
            <Button variant="default" onClick={onClose} disabled={loading}>
              Cancelar
            </Button>
            <Button onClick={submit} loading={loading} disabled={!file || fileProblem !== null}>
              Importar
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}
