import org.gradle.api.Plugin
import org.gradle.api.Project

// Build logic: a trap for every rule. None of this ships in the app.
object ConventionState {
    var appliedCount = 0
}

class AndroidApplicationConventionPlugin : Plugin<Project> {
    override fun apply(target: Project) {
        target.pluginManager.apply("com.android.application")
        ConventionState.appliedCount += 1
        target.logger.lifecycle("Applied the Acme application conventions")
    }
}
