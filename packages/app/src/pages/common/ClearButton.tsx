import { zhCN } from '@nocturne/core';
import { ConfirmDialog, IconButton, IconTrash } from '@nocturne/ui';
import { useState } from 'react';
import { cancelClear, confirmClear, type ClearableList } from '../../state/lists.ts';

interface ClearButtonProps {
  list: ClearableList;
  /** Names the trash button. */
  label: string;
  title: string;
  message: string;
  disabled?: boolean;
}

/** A trash button that asks first (docs/product.md section 5: clearing requires confirmation). */
export function ClearButton({ list, label, title, message, disabled }: ClearButtonProps) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton label={label} icon={<IconTrash />} disabled={disabled} onClick={() => setOpen(true)} />
      <ConfirmDialog
        open={open}
        title={title}
        message={message}
        confirmLabel={zhCN.common.confirm}
        cancelLabel={zhCN.common.cancel}
        tone="danger"
        onConfirm={() => {
          setOpen(false);
          confirmClear(list);
        }}
        onCancel={() => {
          setOpen(false);
          cancelClear(list);
        }}
      />
    </>
  );
}
