import { useState } from 'react';
import { Button, buttonClass } from '../Button/Button';
import { TextField } from '../TextField/TextField';
import { Dialog, DialogClose, DialogContent, type DialogContentProps } from './Dialog';

/** Story example: a dialog opened by state from a button elsewhere, with no DialogTrigger. */
export function DialogOpenedByState(props: Omit<DialogContentProps, 'footer' | 'children'>) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button variant="secondary" onPress={() => setOpen(true)}>
        Edit contact
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent
          {...props}
          footer={
            <DialogClose className={buttonClass({ variant: 'secondary' })}>Cancel</DialogClose>
          }
        >
          <TextField label="Name" />
        </DialogContent>
      </Dialog>
    </>
  );
}
