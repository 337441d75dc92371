import { isPaidPrice } from '@crecer/domain/contentRules';
import { Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { ContentFormFrame } from '../content/ContentFormFrame';
import { useContentForm } from '../content/useContentForm';
import { useValuesDraft } from '../shared/drafts/useValuesDraft';
import { hasMedia } from '../shared/mediaValue';
import { FilePicker } from '../shared/FilePicker';
import { GuideLinksPanel } from './GuideLinksPanel';
import { PaymentProviderNotice } from '../orders/PaymentProviderNotice';
import { GuidePriceFields } from './GuidePriceFields';
import { GUIDE_KIND } from './guideKind';
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
  const content = useContentForm({
    kind: GUIDE_KIND,
    id: guideId,
    initialValues,
    validate: validateGuide,
    mutation: useSaveGuideMutation(),
    toInput: toGuideInput,
  });
  const { form, saving } = content;
  const draft = useValuesDraft(form, `guide:${guideId ?? 'new'}`, GUIDE_FILE_FIELDS);
  const paid = isPaidPrice(form.values.price);
  // Publishing rules depend on price, PDF, link and status together; a change to any of them settles them anew.
  const clearPublishingErrors = () => {
    form.clearFieldError('pdf');
    form.clearFieldError('paymentLink');
  };

  return (
    <ContentFormFrame
      content={content}
      draft={draft}
      onRecoverDraft={draft.recover}
      onSubmit={content.submit({ beforeSave: warnPaidWithoutLink, onSaved: draft.clear })}
      onStatusChange={clearPublishingErrors}
    >
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
            {paid && <PaymentProviderNotice guideId={guideId} />}
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
    </ContentFormFrame>
  );
}
