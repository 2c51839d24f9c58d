/**
 * The focus stays on an upload button (issue 42 point 2): antd's Upload blurs its button when it opens the
 * file chooser; with the document-wide mend the button keeps the focus on Enter, and after a file is chosen;
 * when the button is disabled by the chosen file (the form's maximum) the focus goes to the new file's item.
 */
import { useState } from 'react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { App, Button, Upload } from 'antd';
import { AttachmentsUpload, type AttachmentItem } from './components/AttachmentsUpload';
import { installUploadFocus } from './upload-focus';

const pdf = () => new File(['%PDF-1.4'], 'notes.pdf', { type: 'application/pdf' });

function PlainUpload() {
  return (
    <Upload beforeUpload={() => false}>
      <Button>Attach evidence</Button>
    </Upload>
  );
}

/** The post form's attachments field, room for one file. */
function OneAttachment() {
  const [items, setItems] = useState<AttachmentItem[]>([]);
  return (
    <App>
      <AttachmentsUpload
        items={items}
        setItems={setItems}
        types={['pdf']}
        problem={() => null}
        canAdd={(count) => count < 1}
        previewable={() => false}
        onRemoveSaved={() => undefined}
      />
    </App>
  );
}

describe('installUploadFocus', () => {
  let stop: (() => void) | null = null;
  beforeEach(() => {
    stop = installUploadFocus(document, (run) => setTimeout(run, 0));
  });
  afterEach(() => {
    stop?.();
    stop = null;
  });

  it('keeps the focus on the upload button after Enter opens the chooser and a file is chosen', async () => {
    const user = userEvent.setup();
    const { container } = render(<PlainUpload />);
    const button = screen.getByRole('button', { name: 'Attach evidence' });
    button.focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(button);
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pdf());
    await screen.findByText('notes.pdf');
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(document.activeElement).toBe(button);
  });

  it('without it, antd leaves the focus on the body (the mend is what keeps it)', async () => {
    stop?.();
    stop = null;
    const user = userEvent.setup();
    render(<PlainUpload />);
    screen.getByRole('button', { name: 'Attach evidence' }).focus();
    await user.keyboard('{Enter}');
    expect(document.activeElement).toBe(document.body);
  });

  it('moves the focus to the new file’s item when the chosen file disables the button', async () => {
    const user = userEvent.setup();
    const { container } = render(<OneAttachment />);
    const button = screen.getByRole('button', { name: /Attach files/ });
    button.focus();
    await user.keyboard('{Enter}');
    await user.upload(container.querySelector<HTMLInputElement>('input[type=file]')!, pdf());
    await waitFor(() => expect(button).toBeDisabled());
    await waitFor(() =>
      expect(document.activeElement?.closest('.ant-upload-list-item')?.textContent).toContain('notes.pdf'),
    );
  });
});
