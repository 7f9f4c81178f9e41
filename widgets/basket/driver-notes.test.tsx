import { beforeEach, describe, expect, it } from 'vitest';
import { fireEvent, render, screen, waitFor } from '@testing-library/react';
import { resetDriverNotes } from '../../core/stores/driver-notes.js';
import { daDrivers } from '../../core/texts/da-drivers.js';
import { callsTo, mockFetch } from '../shared/fixtures/mock-fetch.js';
import { DriverNotesBlock } from './driver-notes.js';

const empty = { doorCode: '', dropLocation: '', contactPhone: '', note: '', updatedAt: null, updatedByName: null, canEdit: true };
const saved = { doorCode: '4711', dropLocation: 'Ved bagdøren', contactPhone: '12 34 56 78', note: '', updatedAt: '2026-11-27T08:00:00.000Z', updatedByName: 'Karen Kok', canEdit: true };

beforeEach(() => resetDriverNotes());

describe('<DriverNotesBlock> (issue 22 point 6)', () => {
  it('shows the empty text, edits, saves and shows the notes with who changed them', async () => {
    const fetch = mockFetch({ 'GET /api/deliverydate/driversget': { body: empty }, 'POST /api/deliverydate/driverset': { body: saved } });
    render(<DriverNotesBlock />);
    expect(await screen.findByText(daDrivers.empty)).toBeTruthy();
    expect(screen.getByRole('heading', { name: daDrivers.heading })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: daDrivers.edit }));
    fireEvent.change(screen.getByLabelText(daDrivers.doorCode), { target: { value: '4711' } });
    fireEvent.change(screen.getByLabelText(daDrivers.dropLocation), { target: { value: 'Ved bagdøren' } });
    fireEvent.change(screen.getByLabelText(daDrivers.contactPhone), { target: { value: '12 34 56 78' } });
    fireEvent.click(screen.getByRole('button', { name: daDrivers.save }));
    expect(await screen.findByText(daDrivers.saved)).toBeTruthy();
    expect(screen.getByText('Ved bagdøren')).toBeTruthy();
    expect(screen.getByText(daDrivers.updatedBy('Karen Kok'))).toBeTruthy();
    expect(callsTo(fetch, 'POST', '/api/deliverydate/driverset')[0]?.body).toEqual({ doorCode: '4711', dropLocation: 'Ved bagdøren', contactPhone: '12 34 56 78', note: '' });
  });

  it('a bad phone is marked invalid with the Danish rule and not sent', async () => {
    const fetch = mockFetch({ 'GET /api/deliverydate/driversget': { body: empty } });
    render(<DriverNotesBlock />);
    fireEvent.click(await screen.findByRole('button', { name: daDrivers.edit }));
    const phone = screen.getByLabelText(daDrivers.contactPhone);
    fireEvent.change(phone, { target: { value: 'ring til Bo' } });
    fireEvent.click(screen.getByRole('button', { name: daDrivers.save }));
    await waitFor(() => expect(phone.getAttribute('aria-invalid')).toBe('true'));
    expect(document.getElementById(phone.getAttribute('aria-describedby')!)?.textContent).toBe(daDrivers.phoneInvalid);
    expect(callsTo(fetch, 'POST', '/api/deliverydate/driverset')).toHaveLength(0);
  });

  it('read-only without canEdit (a punch-out session): no edit button', async () => {
    mockFetch({ 'GET /api/deliverydate/driversget': { body: { ...saved, canEdit: false } } });
    render(<DriverNotesBlock />);
    expect(await screen.findByText('4711')).toBeTruthy();
    expect(screen.queryByRole('button', { name: daDrivers.edit })).toBeNull();
  });

  it('a failed load says so', async () => {
    mockFetch({ 'GET /api/deliverydate/driversget': { status: 500, body: { error: 'ServerError', message: 'x' } } });
    render(<DriverNotesBlock />);
    expect(await screen.findByText(daDrivers.failed)).toBeTruthy();
  });
});
