import { Paper, Stack, Textarea, TextInput } from '@mantine/core';
import { useState } from 'react';
import { ContentFormFrame } from '../content/ContentFormFrame';
import { useContentForm } from '../content/useContentForm';
import { useFormDraft } from '../shared/drafts/useFormDraft';
import { RichTextField } from '../shared/RichTextField/RichTextField';
import { ARTICLE_KIND } from './articleKind';
import { articleDraftData, toArticleInput, validateArticle, type ArticleFormValues } from './articleForm';
import { useSaveArticleMutation } from './useSaveArticleMutation';
import { SendToSubscribers } from '../newsletter/SendToSubscribers';

interface ArticleFormProps {
  /** null creates a new article. */
  articleId: string | null;
  initialValues: ArticleFormValues;
}

export function ArticleForm({ articleId, initialValues }: ArticleFormProps) {
  const content = useContentForm({
    kind: ARTICLE_KIND,
    id: articleId,
    initialValues,
    validate: validateArticle,
    mutation: useSaveArticleMutation(),
    toInput: toArticleInput,
  });
  const { form } = content;
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

  return (
    <ContentFormFrame
      content={content}
      draft={draft}
      onRecoverDraft={recoverDraft}
      onSubmit={content.submit({ onSaved: draft.clear })}
      // The cover rule depends on the status, so its message must not outlive the choice.
      onStatusChange={() => form.clearFieldError('image')}
      headerActions={
        articleId ? (
          <SendToSubscribers articleId={articleId} status={initialValues.status} dirty={form.isDirty()} />
        ) : undefined
      }
    >
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
    </ContentFormFrame>
  );
}
