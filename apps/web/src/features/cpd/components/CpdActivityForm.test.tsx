import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CPD_EVIDENCE_TYPES, CPD_RECORD_MESSAGES } from '@portal/contracts';
import { renderRoute } from '../../../test-utils';
import { CpdActivityForm } from './CpdActivityForm';
import { evidenceProblem } from '../activity-rules';

function setup(record?: Parameters<typeof CpdActivityForm>[0]['record']) {
  const onSubmit = vi.fn();
  const view = renderRoute(
    <CpdActivityForm record={record} isSaving={false} onSubmit={onSubmit} onCancel={() => {}} />,
    { path: '/' },
  );
  return { ...view, onSubmit, user: userEvent.setup() };
}

const saved = {
  cpdId: 'r1',
  title: 'Reading club',
  categoryName: 'Reading',
  presenter: null,
  domain: 'Practice',
  completedDate: '2026-02-03',
  hours: 1.5,
  attachments: [{ id: '8a5f6a52-0d0e-4b43-9a39-1f7b1d0f0c11', name: 'notes.pdf' }],
  editUrl: '/cpd/tracker-page/r1/edit',
  relatedEventId: null,
};

describe('CpdActivityForm (issue 15 activity rules)', { timeout: 30_000 }, () => {
  it('requires the title, the date and the hours with the contract messages', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: 'Add activity' }));
    expect(await screen.findByText(CPD_RECORD_MESSAGES.titleRequired)).toBeInTheDocument();
    expect(screen.getByText(CPD_RECORD_MESSAGES.dateRequired)).toBeInTheDocument();
    expect(screen.getByText(CPD_RECORD_MESSAGES.hoursRequired)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses hours with more than 2 decimals and a date in the future', async () => {
    const { user, onSubmit } = setup({ ...saved, completedDate: '2999-01-01', hours: 1.255 });
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    expect(await screen.findByText(CPD_RECORD_MESSAGES.hoursStep)).toBeInTheDocument();
    expect(screen.getByText(CPD_RECORD_MESSAGES.dateInFuture)).toBeInTheDocument();
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('refuses an evidence file of another type and one over 5 MB', () => {
    expect(evidenceProblem({ name: 'run.exe', size: 10 })).toBe(
      CPD_RECORD_MESSAGES.fileTypes(CPD_EVIDENCE_TYPES.join(', ')),
    );
    expect(evidenceProblem({ name: 'scan.PDF', size: 6 * 1024 * 1024 })).toBe(CPD_RECORD_MESSAGES.fileSize);
    expect(evidenceProblem({ name: 'scan.pdf', size: 1024 })).toBeNull();
  });

  it('leaves a refused file out of the list and shows why', async () => {
    const { user } = setup();
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const big = new File(['%PDF-1.4'], 'big.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: 6 * 1024 * 1024 });
    await user.upload(input, big);
    expect(await screen.findByText(CPD_RECORD_MESSAGES.fileSize)).toBeInTheDocument();
    expect(screen.queryByText('big.pdf')).toBeNull();
  });

  it('submits the edited fields, new evidence and the removed evidence ids', async () => {
    const { user, onSubmit } = setup(saved);
    expect(screen.getByLabelText('Activity title')).toHaveValue('Reading club');
    const input = document.querySelector('input[type=file]') as HTMLInputElement;
    const pdf = new File(['%PDF-1.4'], 'certificate.pdf', { type: 'application/pdf' });
    await user.upload(input, pdf);
    expect(await screen.findByText('certificate.pdf')).toBeInTheDocument();
    const savedItem = screen.getByText('notes.pdf').closest('.ant-upload-list-item') as HTMLElement;
    await user.click(within(savedItem).getByRole('button', { name: /Remove file/i, hidden: true }));
    await user.clear(screen.getByLabelText('Activity title'));
    await user.type(screen.getByLabelText('Activity title'), 'Journal club');
    await user.click(screen.getByRole('button', { name: 'Save changes' }));
    await waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    const input0 = onSubmit.mock.calls[0][0];
    expect(input0.fields).toMatchObject({ title: 'Journal club', completedDate: '2026-02-03', hours: 1.5 });
    expect(input0.files.map((f: File) => f.name)).toEqual(['certificate.pdf']);
    expect(input0.removeAttachmentIds).toEqual([saved.attachments[0].id]);
  });
});
