import { Grid, Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { adminPaths } from '../adminPaths';
import { DraftNotice } from '../shared/drafts/DraftNotice';
import { useFormDraft } from '../shared/drafts/useFormDraft';
import { FormActions } from '../shared/FormActions';
import { notifyValidationErrors } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { PublishingFields } from '../shared/PublishingFields';
import { RichTextField } from '../shared/RichTextField/RichTextField';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { UploadProgress } from '../shared/UploadProgress';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { useUploadProgress } from '../shared/useUploadProgress';
import { articleDraftData, toArticleInput, validateArticle, type ArticleFormValues } from './articleForm';
import { useSaveArticleMutation } from './useSaveArticleMutation';

interface ArticleFormProps {
  /** null creates a new article. */
  articleId: string | null;
  initialValues: ArticleFormValues;
}

export function ArticleForm({ articleId, initialValues }: ArticleFormProps) {
  const navigate = useNavigate();
  const form = useForm<ArticleFormValues>({ initialValues, validate: validateArticle });
  const { save, saving } = useSaveArticleMutation();
  const upload = useUploadProgress();
  const { blocker, allowNavigation } = useUnsavedChangesGuard(form.isDirty());
  const draft = useFormDraft({
    key: `article:${articleId ?? 'new'}`,
    data: articleDraftData(form.values),
    dirty: form.isDirty(),
  });
  // The editor reads its content once; a recovered draft starts a new editor with the draft's text.
  const [editor, setEditor] = useState({ key: 0, content: initialValues.content });

  const recoverDraft = () => {
    const data = draft.recover();
    if (!data) return;
    form.setValues(data);
    setEditor((current) => ({ key: current.key + 1, content: data.content }));
  };

  const handleSubmit = form.onSubmit(
    async (values) => {
      const result = await save(articleId, toArticleInput(values), upload.onUploadProgress);
      upload.reset();
      if (!result.ok) {
        form.setErrors(result.fieldErrors);
        return;
      }
      draft.clear();
      allowNavigation();
      navigate(adminPaths.articles.getHref());
    },
    () => notifyValidationErrors(),
  );

  return (
    <>
      <PageHeader title={articleId ? 'Editar Artículo' : 'Nuevo Artículo'} />
      <DraftNotice
        draft={draft.offered}
        typedMeanwhile={draft.typedMeanwhile}
        onRecover={recoverDraft}
        onDiscard={draft.discard}
      />
      <form onSubmit={handleSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <TextInput label="Título" required {...form.getInputProps('title')} />
                <Textarea label="Resumen" rows={3} required {...form.getInputProps('summary')} />
                <RichTextField
                  key={editor.key}
                  label="Contenido"
                  required
                  initialValue={editor.content}
                  onChange={(html) => form.setFieldValue('content', html)}
                  error={form.errors.content}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <PublishingFields
                  values={form.values}
                  errors={form.errors}
                  onChange={(change) => form.setValues(change)}
                  // The cover rule depends on the status, so its message must not outlive the choice.
                  onStatusChange={() => form.clearFieldError('image')}
                  positionLabel="Posición de la categoría"
                  featuredLabel="Artículo destacado"
                  saving={saving}
                />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Stack mt="lg" gap="sm">
          <UploadProgress value={upload.progress} />
          <FormActions
            cancelHref={adminPaths.articles.getHref()}
            submitLabel={articleId ? 'Guardar Cambios' : 'Crear Artículo'}
            saving={saving}
            previewHref={articleId ? adminPaths.articlePreview.getHref(articleId) : undefined}
          />
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
