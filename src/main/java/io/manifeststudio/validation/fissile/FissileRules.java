package io.manifeststudio.validation.fissile;

import java.util.ArrayList;
import java.util.List;

import io.manifeststudio.validation.ValidationRule;

/**
 * The FISSILE family: fissile's loader rules (fissile's model/resolver/validation.go and
 * validation_role_run.go, with the legacy wording of docs/validator-description.md) and
 * its manifest-only validate rules (fissile's app/validation.go: V1, V9, V10, V12 to
 * V16), each with fissile's path and message. Rules 39, 40 and 43 to 46 run on the BOSH
 * releases the manifest uses; without releases, and for the rules that need the scripts
 * folder, one finding says what was not checked.
 */
public final class FissileRules implements ValidationRule.Set {

	@Override
	public List<ValidationRule> rules() {
		List<ValidationRule> rules = new ArrayList<>();
		rules.add(new GenerationRule());
		rules.add(new TypeProblemRule());
		rules.add(new GroupTemplateKeysRule());
		rules.add(new GlobalTemplateKeysRule());
		rules.add(new GlobalTemplateValuesRule());
		rules.add(new DuplicateReleaseRule());
		rules.add(new GroupTypeRule());
		rules.add(new FeatureFlagsRule());
		rules.add(new RunRequiredRule());
		rules.addAll(SingleJobRunSettingRule.all());
		rules.add(new UnknownTagRule());
		rules.add(new TagTypeRule());
		rules.add(new JobPodSecurityPolicyRule());
		rules.add(new ActivePassiveProbeRequiredRule());
		rules.add(new FlightStageRule());
		rules.addAll(HealthProbeRule.all());
		rules.addAll(ResourceRule.all());
		rules.add(new ServiceAccountExistsRule());
		rules.add(new VolumeTypeRule());
		rules.addAll(PortRule.all());
		rules.add(new LegacyRunEnvRule());
		rules.add(new ActivePassiveProbeTagRule());
		rules.addAll(ColocatedReferenceRule.all());
		rules.addAll(ReleaseJobRule.all());
		rules.addAll(LinkRule.all());
		rules.add(new VariableTypeRule());
		rules.add(new VariableOptionTypeRule());
		rules.add(new PreviousNamesRule());
		rules.add(new AccountRolesRule());
		rules.add(new ColocatedContainerUsedRule());
		rules.add(new PortCollisionRule());
		rules.addAll(VolumeShareRule.all());
		rules.add(new VariableDescriptionRule());
		rules.add(new ScriptPathRule());
		rules.addAll(NotCheckedRule.all());
		rules.addAll(TemplateOrderRule.all());
		rules.add(new TemplateSyntaxRule());
		rules.add(new ConstantTemplateRule());
		rules.add(new VariableOrderRule());
		rules.addAll(TemplateDeclarationRule.all());
		rules.add(new VariableUsageRule());
		rules.replaceAll(RuleHistory::dated);
		return List.copyOf(rules);
	}

}
