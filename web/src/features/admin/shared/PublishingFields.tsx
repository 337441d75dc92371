import { Switch } from '@mantine/core';
import type { ReactNode } from 'react';
import type { CategoryPosition, ContentStatus } from '../gql/graphql';
import { CategoryFields } from './CategoryFields';
import { FilePicker } from './FilePicker';
import type { MediaValue } from './mediaValue';
import { ScheduleField } from './ScheduleField';
import { StatusField } from './StatusField';
import type { PublishingClock } from './usePublishingClock';

/** The values of an article or guide that decide where and how it is published. */
export interface PublishingValues {
  categoryId: string | null;
  categoryPosition: CategoryPosition | null;
  status: ContentStatus;
  /** With status PROGRAMADO: when it goes public ('YYYY-MM-DDTHH:mm' on the site's clock). */
  scheduledFor: string;
  image: MediaValue;
  isFeatured: boolean;
}

interface PublishingFieldsProps {
  values: PublishingValues;
  errors: Partial<Record<keyof PublishingValues, ReactNode>>;
  onChange: (change: Partial<PublishingValues>) => void;
  /** After the status changes: the rules that depend on it must not leave their messages behind. */
  onStatusChange: () => void;
  /** The site's clock the schedule is read on (the form's, which also judges the schedule's rule). */
  clock: PublishingClock;
  positionLabel: string;
  /** 'Artículo destacado' or 'Guía destacada'. */
  featuredLabel: string;
  saving: boolean;
}

/** The side column of the article and guide forms: category and badge, status, cover and featured. */
export function PublishingFields({
  values,
  errors,
  onChange,
  onStatusChange,
  clock,
  positionLabel,
  featuredLabel,
  saving,
}: PublishingFieldsProps) {
  return (
    <>
      <CategoryFields
        categoryId={values.categoryId}
        onCategoryChange={(categoryId) => onChange({ categoryId })}
        categoryError={errors.categoryId}
        position={values.categoryPosition}
        onPositionChange={(categoryPosition) => onChange({ categoryPosition })}
        positionError={errors.categoryPosition}
        positionLabel={positionLabel}
      />
      <StatusField
        value={values.status}
        onChange={(status) => {
          onChange({ status });
          onStatusChange();
        }}
        error={errors.status}
      />
      {values.status === 'PROGRAMADO' && (
        <ScheduleField
          value={values.scheduledFor}
          onChange={(scheduledFor) => onChange({ scheduledFor })}
          clock={clock}
          error={errors.scheduledFor}
        />
      )}
      <FilePicker
        kind="image"
        label="Imagen de portada"
        value={values.image}
        onChange={(image) => onChange({ image })}
        error={errors.image}
        disabled={saving}
      />
      <Switch
        label={featuredLabel}
        description="Se muestra en el carrusel de la página de inicio."
        checked={values.isFeatured}
        onChange={(event) => onChange({ isFeatured: event.currentTarget.checked })}
      />
    </>
  );
}
