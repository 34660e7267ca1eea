import { MessageCircle } from 'lucide-react';
import { useState } from 'react';
import { FormDialog } from '../../../components/form-dialog';
import { Button } from '../../../components/ui/button';
import { ChatPanel } from './chat-panel';

/** 'Message' opens the chat in a dialog (a bottom sheet on phones). */
export function MessageDialog({ influencer }: { influencer: { id: string; name: string } }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <Button onClick={() => setOpen(true)} className="flex-1 sm:flex-none">
        <MessageCircle aria-hidden="true" />
        Message
      </Button>
      <FormDialog
        open={open}
        onOpenChange={setOpen}
        title={`Message ${influencer.name}`}
        description="Direct messages go to this influencer only."
      >
        <ChatPanel influencer={influencer} />
      </FormDialog>
    </>
  );
}
