/**
 * What the audit trail records (docs/product.md#audit-trail): every admin sign-in (also failed),
 * each action on a user, each export and settings change, each change to the activity catalogue
 * and to the AI's training items, and a family acting on its own data.
 */
export const AUDIT_ACTIONS = [
  'admin.login',
  'admin.login_failed',
  'admin.logout',
  'admin.totp_enabled',
  'admin.recovery_code_used',
  'user.email_sent',
  'user.access_granted',
  'user.access_revoked',
  'user.suspended',
  'user.reactivated',
  'user.deleted',
  'users.exported',
  'settings.changed',
  'account.exported',
  'account.deleted',
  'admin.recovery_codes_renewed',
  'reports.exported',
  'email.test_sent',
  'email.resent',
  'job.retried',
  'activity.created',
  'activity.updated',
  'activity.deleted',
  'activity.restored',
  'activities.templates_generated',
  'ai_training.created',
  'ai_training.updated',
  'ai_training.deleted',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/** Who acted: an administrator, a user on their own account, or the product itself. */
export const AUDIT_ACTOR_TYPES = ['admin', 'user', 'system'] as const;
export type AuditActorType = (typeof AUDIT_ACTOR_TYPES)[number];

/** How each action reads in the trail. */
export const AUDIT_ACTION_LABELS: Record<AuditAction, string> = {
  'admin.login': 'Entrada na administração',
  'admin.login_failed': 'Tentativa de entrada recusada',
  'admin.logout': 'Saída da administração',
  'admin.totp_enabled': 'Verificação em duas etapas ativada',
  'admin.recovery_code_used': 'Código de recuperação usado',
  'user.email_sent': 'E-mail enviado a usuário',
  'user.access_granted': 'Acesso gratuito liberado',
  'user.access_revoked': 'Acesso gratuito revogado',
  'user.suspended': 'Conta suspensa',
  'user.reactivated': 'Conta reativada',
  'user.deleted': 'Conta excluída pela administração',
  'users.exported': 'Usuários exportados (CSV)',
  'settings.changed': 'Configuração alterada',
  'account.exported': 'Dados baixados pelo titular',
  'account.deleted': 'Conta excluída pelo titular',
  'admin.recovery_codes_renewed': 'Códigos de recuperação renovados',
  'reports.exported': 'Relatório exportado (CSV)',
  'email.test_sent': 'E-mail de teste enviado',
  'email.resent': 'E-mail reenviado',
  'job.retried': 'Tarefa em segundo plano tentada de novo',
  'activity.created': 'Atividade criada',
  'activity.updated': 'Atividade alterada',
  'activity.deleted': 'Atividade excluída',
  'activity.restored': 'Atividade restaurada',
  'activities.templates_generated': 'Atividades padrão geradas',
  'ai_training.created': 'Item de treinamento da IA adicionado',
  'ai_training.updated': 'Item de treinamento da IA alterado',
  'ai_training.deleted': 'Item de treinamento da IA removido',
};
