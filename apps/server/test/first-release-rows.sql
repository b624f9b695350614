-- One row in every table of the first released schema (migration 0000), as a family, a
-- professional and an administrator would have left them. The upgrade test loads it before
-- running today's migrations (apps/server/src/db/upgrade.test.ts).
INSERT INTO users OVERRIDING SYSTEM VALUE VALUES
  (1, 'https://issuer.test', 'mae', 'mae@example.com', 'Marta Souza', 'Marta', 'Souza', null, '+55 11 90000-0000', '1985-03-02', 'São Paulo', 'pt-BR', 'America/Sao_Paulo', true, '2025-01-02T10:00:00Z', '2025-01-02T10:00:00Z', '2025-01-03T10:00:00Z'),
  (2, 'https://issuer.test', 'ana', 'ana@clinica.example', 'Ana Lima', 'Ana', 'Lima', null, null, null, null, 'pt-BR', 'America/Sao_Paulo', true, '2025-01-02T11:00:00Z', '2025-01-02T11:00:00Z', null);
INSERT INTO oauth_states VALUES ('state-hash', 'nonce', 'verifier', '2025-01-02T10:00:00Z', '2025-01-02T10:10:00Z');
INSERT INTO terms_acceptances OVERRIDING SYSTEM VALUE VALUES (1, 1, '1.0', 'texthash', '2025-01-02T10:01:00Z', '203.0.113.5', 'Navegador/1.0');
INSERT INTO user_sessions OVERRIDING SYSTEM VALUE VALUES (1, 1, 'session-hash', '2025-01-02T10:00:00Z', '2025-01-03T10:00:00Z', '2030-01-01T00:00:00Z', 'Navegador/1.0', '203.0.113.5');
INSERT INTO children OVERRIDING SYSTEM VALUE VALUES (1, 1, 'Lia', '2018-06-01', null, true, false, 2, 1, 'visual', '{"sound":false}', true, '2025-01-02T10:05:00Z', '2025-01-02T10:05:00Z');
INSERT INTO activities OVERRIDING SYSTEM VALUE VALUES (1, 'memoria-cores', 'Memória das cores', 'Encontre os pares', '{"pairs":4}', 'memory', 1, true, true, null, null, 3, 12, 'game', 5, true, false, 0, 'memória', null, '2025-01-01T00:00:00Z', '2025-01-01T00:00:00Z');
INSERT INTO progress_entries OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 'Memória das cores', 'memory', 'completed', 87, 240, '2025-01-02T10:30:00Z', 'Gostou muito', '2025-01-02T10:30:00Z');
INSERT INTO schedule_entries OVERRIDING SYSTEM VALUE VALUES (1, 1, 1, 1, 'morning', '2025-01-02T10:40:00Z');
INSERT INTO schedule_completions OVERRIDING SYSTEM VALUE VALUES (1, 1, '2024-12-30', '2025-01-02T10:45:00Z');
INSERT INTO rewards OVERRIDING SYSTEM VALUE VALUES (1, 1, 'first_activity', '⭐', 'Primeira atividade', 'Completou a primeira atividade', '2025-01-02T10:31:00Z');
INSERT INTO payment_settings VALUES (1, 'v1.sealed.token', 'APP_USR-public', null, null, null, null, null, true, '2025-01-02T09:00:00Z');
INSERT INTO payments OVERRIDING SYSTEM VALUE VALUES (1, 1, 'mercado_pago', 'mp-123', 'monthly', 29.90, 'BRL', 'approved', 'ref-1', '{"id":123}', '2025-01-02T12:00:00Z', '2025-01-02T12:01:00Z');
INSERT INTO plans VALUES ('monthly', 'Mensal', 1, 29.90, 'BRL', 'monthly', 'Um mês', true, false, 1, '2025-01-01T00:00:00Z');
INSERT INTO subscriptions OVERRIDING SYSTEM VALUE VALUES (1, 1, 'monthly', 'active', '2025-01-02T10:00:00Z', '2025-01-09T10:00:00Z', '2025-01-02T12:01:00Z', '2025-02-02T12:01:00Z', 29.90, 'mercado_pago', 'mp-123', false, null, null, '2025-01-02T10:00:00Z', '2025-01-02T12:01:00Z');
INSERT INTO invitations OVERRIDING SYSTEM VALUE VALUES (1, 1, 'ana@clinica.example', 'invite-hash', 'accepted', '{1}', 'Olá, Ana', '2025-01-02T13:00:00Z', '2025-01-09T13:00:00Z', '2025-01-02T14:00:00Z', null, 2);
INSERT INTO professional_profiles OVERRIDING SYSTEM VALUE VALUES (1, 2, 'professional', 'Clínica Sol', 'fonoaudiologia', 'CREFITO-3 12345', false, '2025-01-02T11:00:00Z', '2025-01-02T11:00:00Z');
INSERT INTO professional_access OVERRIDING SYSTEM VALUE VALUES (1, 2, 1, 1, '2025-01-02T14:00:00Z', null, true, 'view_progress,apply_activities,log_sessions');
INSERT INTO professional_sessions OVERRIDING SYSTEM VALUE VALUES (1, 2, 1, '2025-01-03', 'individual', '09:00', '09:45', 45, 3, 'Boa sessão', 'Evoluindo', '2025-01-03T10:00:00Z', '2025-01-03T10:00:00Z');
INSERT INTO chat_sessions VALUES ('chat-1', 1, 1, '2025-01-02T15:00:00Z');
INSERT INTO chat_messages OVERRIDING SYSTEM VALUE VALUES (1, 'chat-1', 'user', 'Como ajudar na rotina?', '2025-01-02T15:00:01Z');
INSERT INTO admins OVERRIDING SYSTEM VALUE VALUES (1, 'gestora', '$argon2id$hash', null, false, '2025-01-01T00:00:00Z', '2025-01-02T08:00:00Z');
INSERT INTO admin_tokens OVERRIDING SYSTEM VALUE VALUES (1, 1, 'admin-token-hash', '2025-01-02T08:00:00Z', '2025-01-02T20:00:00Z', null);
INSERT INTO app_settings VALUES ('max_children_per_user', '3', '2025-01-02T08:05:00Z');
INSERT INTO audit_log OVERRIDING SYSTEM VALUE VALUES (1, 1, 'settings.update', 'app_settings', 'max_children_per_user', '{"old":"5","new":"3"}', '198.51.100.7', '2025-01-02T08:05:00Z');
INSERT INTO email_outbox OVERRIDING SYSTEM VALUE VALUES (1, 'ana@clinica.example', 'invitation', 'Convite', 'Olá', null, 'sent', 1, null, '2025-01-02T13:00:00Z', '2025-01-02T13:00:00Z', '2025-01-02T13:00:05Z');
INSERT INTO email_templates VALUES ('invitation', 'Convite', 'Convite a um profissional', false, '2025-01-02T08:10:00Z');
INSERT INTO smtp_settings VALUES (1, 'smtp.example.com', 587, 'envio', 'v1.sealed.password', true, 'NeuroBridge', 'contato@example.com', true, '2025-01-02T08:20:00Z');
INSERT INTO ai_settings VALUES (1, null, 'o4-mini', 0.7, 400, 'Seja gentil', '2025-01-02T08:30:00Z');
INSERT INTO ai_training_items OVERRIDING SYSTEM VALUE VALUES (1, 'Rotina', 'Use quadros visuais', 'rotina', '2025-01-02T08:40:00Z');
-- The rows above chose their ids; bring each identity past them, as rows made by the app would have left it.
DO $$ DECLARE r record; BEGIN FOR r IN SELECT table_name FROM information_schema.columns WHERE table_schema = 'public' AND column_name = 'id' AND is_identity = 'YES' LOOP EXECUTE format('SELECT setval(pg_get_serial_sequence(%L, ''id''), (SELECT max(id) FROM %I))', r.table_name, r.table_name); END LOOP; END $$;
