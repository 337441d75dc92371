import { Button, Grid, Group, Paper, Stack, Switch, Textarea, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router-dom';
import { paths } from '../../../app/paths';
import { CategoryFields } from '../shared/CategoryFields';
import { ImagePicker } from '../shared/ImagePicker';
import { notifyError } from '../shared/notify';
import { PageHeader } from '../shared/PageHeader';
import { RichTextField } from '../shared/RichTextField/RichTextField';
import { StatusField } from '../shared/StatusField';
import { UnsavedChangesDialog } from '../shared/UnsavedChangesDialog';
import { UploadProgress } from '../shared/UploadProgress';
import { useUnsavedChangesGuard } from '../shared/useUnsavedChangesGuard';
import { useUploadProgress } from '../shared/useUploadProgress';
import { toArticleInput, validateArticle, type ArticleFormValues } from './articleForm';
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

  const handleSubmit = form.onSubmit(
    async (values) => {
      const result = await save(articleId, toArticleInput(values), upload.onUploadProgress);
      upload.reset();
      if (!result.ok) {
        form.setErrors(result.fieldErrors);
        return;
      }
      allowNavigation();
      navigate(paths.adminArticles.getHref());
    },
    () => notifyError('Errores de Validación', 'Por favor, corrige los errores en el formulario.'),
  );

  return (
    <>
      <PageHeader title={articleId ? 'Editar Artículo' : 'Nuevo Artículo'} />
      <form onSubmit={handleSubmit} noValidate>
        <Grid gap="lg">
          <Grid.Col span={{ base: 12, md: 8 }}>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <TextInput label="Título" required {...form.getInputProps('title')} />
                <Textarea label="Resumen" rows={3} required {...form.getInputProps('summary')} />
                <RichTextField
                  label="Contenido"
                  required
                  initialValue={initialValues.content}
                  onChange={(html) => form.setFieldValue('content', html)}
                  error={form.errors.content}
                />
              </Stack>
            </Paper>
          </Grid.Col>
          <Grid.Col span={{ base: 12, md: 4 }}>
            <Paper withBorder p="md" radius="md">
              <Stack>
                <CategoryFields
                  categoryId={form.values.categoryId}
                  onCategoryChange={(value) => form.setFieldValue('categoryId', value)}
                  categoryError={form.errors.categoryId}
                  position={form.values.categoryPosition}
                  onPositionChange={(value) => form.setFieldValue('categoryPosition', value)}
                  positionError={form.errors.categoryPosition}
                  positionLabel="Posición de la categoría"
                />
                <StatusField
                  value={form.values.status}
                  onChange={(value) => {
                    form.setFieldValue('status', value);
                    // The cover rule depends on the status, so its message must not outlive the choice.
                    form.clearFieldError('image');
                  }}
                  error={form.errors.status}
                />
                <ImagePicker
                  label="Imagen de portada"
                  value={form.values.image}
                  onChange={(value) => form.setFieldValue('image', value)}
                  error={form.errors.image}
                  disabled={saving}
                />
                <Switch
                  label="Artículo destacado"
                  description="Se muestra en el carrusel de la página de inicio."
                  {...form.getInputProps('isFeatured', { type: 'checkbox' })}
                />
              </Stack>
            </Paper>
          </Grid.Col>
        </Grid>
        <Stack mt="lg" gap="sm">
          <UploadProgress value={upload.progress} />
          <Group justify="flex-end">
            <Button component={Link} to={paths.adminArticles.getHref()} variant="default">
              Cancelar
            </Button>
            <Button type="submit" loading={saving}>
              {articleId ? 'Guardar Cambios' : 'Crear Artículo'}
            </Button>
          </Group>
        </Stack>
      </form>
      <UnsavedChangesDialog blocker={blocker} />
    </>
  );
}
