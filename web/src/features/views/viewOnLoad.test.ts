import { parse, print } from 'graphql';
import { describe, expect, it } from 'vitest';
import { RecordViewDocument } from '../../gql/graphql';
import { RecordVisitMutation } from './recordVisitDocument';
import { RECORD_VISIT_SOURCE, RECORD_VIEW_SOURCE } from '@crecer/domain/viewBeacons';
import { landingSource, viewMarker } from './viewOnLoad';

describe('the view recorded on load', () => {
  it('sends the generated RecordView document, word for word', () => {
    expect(print(parse(RECORD_VIEW_SOURCE))).toBe(print(RecordViewDocument));
  });

  it('sends the generated RecordVisit document, word for word', () => {
    expect(print(parse(RECORD_VISIT_SOURCE))).toBe(print(RecordVisitMutation));
  });

  it('reads where the visit came from in the browser only', () => {
    expect(landingSource({ search: '?utm_source=WhatsApp&utm_campaign=marzo&x=1' }, 'https://wa.me/')).toEqual({
      referrer: 'https://wa.me/',
      utmSource: 'WhatsApp',
      utmCampaign: 'marzo',
    });
    expect(landingSource({ search: '' }, '')).toEqual({ referrer: '', utmSource: null, utmCampaign: null });
  });

  it('marks the item a page shows', () => {
    expect(viewMarker('GUIDE', '7')).toEqual({ 'data-record-view': 'GUIDE:7' });
  });
});
