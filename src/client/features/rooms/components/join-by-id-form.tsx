import { LogIn } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { GAME_ID_PATTERN } from '../../../../shared/contracts/games';
import { GAME_ID_LENGTH } from '../../../../shared/game-id';
import { Button } from '../../../components/ui/button';
import { FieldError } from '../../../components/ui/field-error';
import { Input } from '../../../components/ui/input';
import { Label } from '../../../components/ui/label';
import { cn } from '../../../lib/class-names';
import { useJoinRoom } from '../api/join-room';
import { useDelayedNavigate } from '../lib/use-delayed-navigate';

export const JOIN_BY_ID_TEXTS = {
  label: 'Game ID',
  hint: 'Got a Game ID from a friend? Type it here.',
  invalid: 'A Game ID is 6 letters or digits, like K7Q2MX.',
  button: 'Join',
} as const;

/**
 * What the field keeps of what was typed or pasted: spaces dropped first (a Game ID copied from a
 * message often brings one), upper-cased, at most the ID's 6 characters. No `maxLength` on the
 * input: the browser would cut a pasted " K7Q2MX" to " K7Q2M" before the spaces could go.
 */
export function gameIdInput(raw: string): string {
  return raw.replace(/\s+/g, '').toUpperCase().slice(0, GAME_ID_LENGTH);
}

/** Joins a room by the 6-character Game ID a friend shared, then opens it. */
export function JoinByIdForm({ className }: { className?: string }) {
  const join = useJoinRoom();
  const openLater = useDelayedNavigate();
  const [value, setValue] = useState('');
  const [error, setError] = useState<string | null>(null);
  const inputId = useId();
  const hintId = useId();
  const errorId = useId();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const id = value.trim().toUpperCase();
    if (!GAME_ID_PATTERN.test(id)) {
      setError(JOIN_BY_ID_TEXTS.invalid);
      return;
    }
    setError(null);
    // Failures (no such game, full, started) are toasted with the server's words.
    join.mutate({ id, name: id }, { onSuccess: (room) => openLater(`/game/${room.id}`) });
  };

  return (
    <form
      onSubmit={submit}
      noValidate
      aria-label="Join a game by its ID"
      className={cn('flex flex-col gap-1.5', className)}
    >
      <Label htmlFor={inputId}>{JOIN_BY_ID_TEXTS.label}</Label>
      <div className="flex gap-2">
        <Input
          id={inputId}
          value={value}
          onChange={(event) => {
            setValue(gameIdInput(event.target.value));
            if (error) setError(null);
          }}
          autoComplete="off"
          autoCapitalize="characters"
          spellCheck={false}
          placeholder="e.g. K7Q2MX"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? errorId : hintId}
          className="min-w-0 flex-1 font-mono tracking-widest uppercase placeholder:font-sans placeholder:tracking-normal placeholder:normal-case"
        />
        <Button type="submit" disabled={join.isPending} className="shrink-0">
          <LogIn aria-hidden="true" />
          {join.isPending ? 'Joining...' : JOIN_BY_ID_TEXTS.button}
        </Button>
      </div>
      {error ? (
        <FieldError id={errorId}>{error}</FieldError>
      ) : (
        <p id={hintId} className="text-sm text-slate-600">
          {JOIN_BY_ID_TEXTS.hint}
        </p>
      )}
    </form>
  );
}
