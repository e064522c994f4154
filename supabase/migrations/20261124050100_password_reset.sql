-- Password reset for built-in accounts (docs/decisions/027-mail-outbox-and-password-reset.md):
-- one-time links, valid for an hour. Only the SHA-256 of each link's token is kept, so whoever
-- reads this table cannot use a link. The service role alone may touch it. With Supabase Auth,
-- Supabase keeps its own recovery tokens and this table stays empty.

create table private.password_reset_tokens (
  token_hash text primary key check (token_hash ~ '^[0-9a-f]{64}$'),
  user_id uuid not null references auth.users (id) on delete cascade,
  created_at timestamptz not null default now(),
  expires_at timestamptz not null,
  used_at timestamptz
);

create index password_reset_tokens_user_idx on private.password_reset_tokens (user_id);
create index password_reset_tokens_expires_idx on private.password_reset_tokens (expires_at);

alter table private.password_reset_tokens enable row level security;
revoke all on private.password_reset_tokens from public, anon, authenticated;
grant select, insert, update, delete on private.password_reset_tokens to service_role;
