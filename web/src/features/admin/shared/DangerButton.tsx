import { Button, type ButtonProps } from '@mantine/core';
import type { ComponentPropsWithoutRef } from 'react';

/**
 * The button of an action that removes or stops something, beside calmer
 * ones: dark red words and border on the card. Mantine's light variant with a
 * shade (`red.9`) paints its background in that same shade, so the words
 * could not be seen (admin-demo-content.e2e.ts measures the contrast).
 */
export function DangerButton(props: ButtonProps & ComponentPropsWithoutRef<'button'>) {
  return <Button variant="outline" color="red.9" {...props} />;
}
