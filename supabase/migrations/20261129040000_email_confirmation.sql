-- Confirming a built-in account's e-mail address (issue 32; docs/decisions/077-confirming-addresses-and-inviting-staff.md).
--
-- Sign-up used to say 'Please check your email to confirm your account' while no e-mail was sent
-- and the account was marked confirmed at once. Now a built-in account made at /signup starts with
-- auth.users.email_confirmed_at null (the column Supabase Auth keeps for the same fact), and a
-- single-use link, valid 24 hours, is mailed through the outbox; following it sets the column.
-- The token is never stored, only its SHA-256; the outbox row holds the token until the mail is
-- sent (the sender then removes it, as for invitations: decision 068).

create table private.email_confirmations (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  -- The address the link confirms: an account whose address changed meanwhile is not confirmed by it.
  email text not null,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz,
  check (expires_at > created_at and expires_at <= created_at + interval '24 hours')
);

create index email_confirmations_user_idx on private.email_confirmations (user_id);
create index email_confirmations_expires_idx on private.email_confirmations (expires_at);

-- Only the server, as the service role: the link's holder is not signed in, and nobody reads a token.
alter table private.email_confirmations enable row level security;
revoke all on private.email_confirmations from public, anon, authenticated;
grant select, insert, update, delete on private.email_confirmations to service_role;

-- The outbox carries the confirmation e-mail too.
alter table private.mail_outbox drop constraint mail_outbox_kind_check;
alter table private.mail_outbox add constraint mail_outbox_kind_check
  check (kind in ('enquiry', 'callback', 'invitation', 'join_request', 'join_decision', 'security', 'email_confirmation'));
