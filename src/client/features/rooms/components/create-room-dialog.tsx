import { zodResolver } from '@hookform/resolvers/zod';
import { LoaderCircle, Plus } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import {
  type GameRoom,
  ROOM_DEFAULT_MAX_PLAYERS,
  ROOM_MAX_PLAYERS,
  roomCreateSchema,
} from '../../../../shared/contracts/games';
import { FormDialog } from '../../../components/form-dialog';
import { FormField } from '../../../components/form-field';
import { Button } from '../../../components/ui/button';
import { Input } from '../../../components/ui/input';
import { NativeSelect } from '../../../components/ui/native-select';
import { useCreateRoom } from '../api/create-room';

const playerCounts = Array.from({ length: ROOM_MAX_PLAYERS - 1 }, (_, index) => index + 2);

const defaults = {
  name: '',
  maxPlayers: ROOM_DEFAULT_MAX_PLAYERS,
  prize: '',
  visibility: 'public' as const,
};

/** Who can find the room (decision 0071): chosen when it is created. */
const visibilityOptions = [
  {
    value: 'public',
    label: 'Public',
    hint: 'Listed in the lobby: any signed-in player can join.',
  },
  {
    value: 'private',
    label: 'Private',
    hint: 'Not listed: only friends you give the Game ID can join.',
  },
] as const;

/**
 * The lobby's 'Create Game' dialog: name (required), max players (2 to 20), a prize text and
 * whether the lobby lists the room (public) or only its Game ID reaches it (private).
 */
export function CreateRoomDialog({
  open,
  onOpenChange,
  onCreated,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  onCreated: (room: GameRoom) => void;
}) {
  const create = useCreateRoom();
  const form = useForm<
    z.input<typeof roomCreateSchema>,
    unknown,
    z.output<typeof roomCreateSchema>
  >({ resolver: zodResolver(roomCreateSchema), defaultValues: defaults });
  const { errors } = form.formState;
  const blank = !form.watch('name')?.trim();
  const pending = create.isPending;

  function close(next: boolean) {
    if (!next && !pending) form.reset(defaults);
    onOpenChange(next);
  }

  return (
    <FormDialog
      open={open}
      onOpenChange={close}
      title="Create Game"
      description="Start a room, share its Game ID and play your friends with teams of 5 influencers."
    >
      <form
        noValidate
        aria-label="Create Game"
        className="flex flex-col gap-5"
        onSubmit={form.handleSubmit((input) =>
          create.mutate(input, {
            onSuccess: (room) => {
              form.reset(defaults);
              onOpenChange(false);
              onCreated(room);
            },
          }),
        )}
      >
        <FormField label="Game name" error={errors.name?.message}>
          <Input
            autoComplete="off"
            maxLength={60}
            placeholder="e.g. Main Beach Showdown"
            {...form.register('name')}
          />
        </FormField>
        <FormField label="Max players" error={errors.maxPlayers?.message}>
          <NativeSelect {...form.register('maxPlayers', { valueAsNumber: true })}>
            {playerCounts.map((count) => (
              <option key={count} value={count}>
                {count} players
              </option>
            ))}
          </NativeSelect>
        </FormField>
        <FormField label="Prize (optional)" error={errors.prize?.message}>
          <Input
            autoComplete="off"
            maxLength={100}
            placeholder="e.g. Bragging rights and a coffee"
            {...form.register('prize')}
          />
        </FormField>
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-slate-900">Who can join</legend>
          {visibilityOptions.map((option) => (
            <label
              key={option.value}
              className="flex cursor-pointer items-start gap-3 rounded-xl border border-slate-200 p-3 has-[:checked]:border-ocean-600 has-[:checked]:bg-ocean-50"
            >
              <input
                type="radio"
                value={option.value}
                className="mt-0.5 size-5 accent-ocean-700"
                {...form.register('visibility')}
              />
              <span>
                <span className="block font-semibold text-slate-900">{option.label}</span>
                <span className="block text-sm text-slate-600">{option.hint}</span>
              </span>
            </label>
          ))}
        </fieldset>
        <div className="flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
          <Button variant="outline" onClick={() => close(false)} disabled={pending}>
            Cancel
          </Button>
          <Button type="submit" variant="accent" disabled={blank || pending}>
            {pending ? (
              <>
                <LoaderCircle aria-hidden="true" className="animate-spin" />
                Creating...
              </>
            ) : (
              <>
                <Plus aria-hidden="true" />
                Create Game
              </>
            )}
          </Button>
        </div>
      </form>
    </FormDialog>
  );
}
