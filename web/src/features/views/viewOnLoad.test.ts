import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RecordViewDocument } from '../../gql/graphql';
import { RECORD_VIEW_SOURCE, viewMarker } from './viewOnLoad';

describe('the view recorded on load', () => {
  it('sends the generated RecordView document, word for word', () => {
    expect(print(parse(RECORD_VIEW_SOURCE))).toBe(print(RecordViewDocument));
  });

  it('marks the item a page shows', () => {
    expect(viewMarker('GUIDE', '7')).toEqual({ 'data-record-view': 'GUIDE:7' });
  });
});
