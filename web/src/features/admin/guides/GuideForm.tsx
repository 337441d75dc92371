import { isPaidPrice } from '@crecer/domain/contentRules';
import { Grid, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useValuesDraft } from '../shared/drafts/useValuesDraft';
import { FormActions } from '../shared/FormActions';
import { hasMedia } from '../shared/mediaValue';
import { notifyValidationErrors } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { FilePicker } from '../shared/FilePicker';
import { PublishingFields } from '../shared/PublishingFields';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { UploadProgress } from '../shared/UploadProgress';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { useUploadProgress } from '../shared/useUploadProgress';
import { GuideLinksPanel } from './GuideLinksPanel';
import { PaymentProviderNotice } from '../orders/PaymentProviderNotice';
import { GuidePriceFields } from './GuidePriceFields';
import { toGuideInput, validateGuide, warnPaidWithoutLink, type GuideFormValues } from './guideForm';
import { useSaveGuideMutation } from './useSaveGuideMutation';

/** Chosen files cannot be kept in a browser draft. */
const GUIDE_FILE_FIELDS = ['image', 'pdf'] as const;

interface GuideFormProps {
  /** null creates a new guide. */
  guideId: string | null;
  initialValues: GuideFormValues;
}

export function GuideForm({ guideId, initialValues }: GuideFormProps) {
  const navigate = useNavigate();
  const form = useForm<GuideFormValues>({ initialValues, validate: validateGuide });
  const { save, saving } = useSaveGuideMutation();
  const upload = useUploadProgress();
  const { blocker, allowNavigation } = useUnsavedChangesGuard(form.isDirty());
  const draft = useValuesDraft(form, `guide:${guideId ?? 'new'}`, GUIDE_FILE_FIELDS);
  const paid = isPaidPrice(form.values.price);
  // Publishing rules depend on price, PDF, link and status together; a change to any of them settles them anew.
  const clearPublishingErrors = () => {
    form.clearFieldError('pdf');
    form.clearFieldError('paymentLink');
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      warnPaidWithoutLink(values);
      const result = await save(guideId, toGuideInput(values), upload.onUploadProgress);
      upload.reset();
      if (!result.ok) {
        form.setErrors(result.fieldErrors);
        return;
      }
      draft.clear();
      allowNavigation();
      navigate(adminPaths.guides.getHref());
    },
    () => notifyValidationErrors(),
  );

  return (
    <>
      <PageHeader title={guideId ? 'Editar Guía' : 'Nueva Guía'} />
      <DraftNotice
        draft={draft.offered}
        typedMeanwhile={draft.typedMeanwhile}
        onRecover={draft.recover}
        onDiscard={draft.discard}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Stack>
              {guideId && <GuideLinksPanel guideId={guideId} paid={paid} />}
              <Paper withBorder p="md" radius="md">
                <Stack>
                  <TextInput label="Título" required {...form.getInputProps('title')} />
                  <Textarea label="Descripción" rows={5} required {...form.getInputProps('description')} />
                  <GuidePriceFields
                    price={form.values.price}
                    paymentLink={form.values.paymentLink}
                    priceError={form.errors.price}
                    paymentLinkError={form.errors.paymentLink}
                    onPriceChange={(price) => {
                      form.setFieldValue('price', price);
                      // Becoming free drops the payment link (spec §4).
                      if (!isPaidPrice(price)) form.setFieldValue('paymentLink', '');
                      clearPublishingErrors();
                    }}
                    onPaymentLinkChange={(link) => form.setFieldValue('paymentLink', link)}
                  />
                  {paid && <PaymentProviderNotice />}
                  <FilePicker
                    kind="pdf"
                    label="Archivo PDF"
                    buttonNoun="PDF"
                    value={form.values.pdf}
                    onChange={(value) => {
                      form.setFieldValue('pdf', value);
                      clearPublishingErrors();
                    }}
                    error={form.errors.pdf}
                    disabled={saving}
                    notice={
                      !paid && !hasMedia(form.values.pdf) ? (
                        <Text size="sm" c="red.9">
                          Es obligatorio subir un PDF si la guía es gratuita.
                        </Text>
                      ) : null
                    }
                  />
                </Stack>
              </Paper>
            </Stack>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <PublishingFields
                  values={form.values}
                  errors={form.errors}
                  onChange={(change) => form.setValues(change)}
                  onStatusChange={clearPublishingErrors}
                  positionLabel="Posición del cartel de categoría"
                  featuredLabel="Guía destacada"
                  saving={saving}
                />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Stack mt="lg" gap="sm">
          <UploadProgress value={upload.progress} />
          <FormActions
            cancelHref={adminPaths.guides.getHref()}
            submitLabel={guideId ? 'Guardar Cambios' : 'Crear Guía'}
            saving={saving}
            previewHref={guideId ? adminPaths.guidePreview.getHref(guideId) : undefined}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
